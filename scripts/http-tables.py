"""Writes src/layer/embedded/classes/http.py from the running CPython's `http` module: every
`HTTPStatus` and `HTTPMethod` member with its phrase and description, so the model's tables
are CPython 3.11's and never typed by hand. Run with CPython 3.11 from the repository root."""

import http
import sys

OUT = "src/layer/embedded/classes/http.py"

HEAD = '''"""`http` for agent programs: the `HTTPStatus` and `HTTPMethod` enumerations, every member of
CPython 3.11's with its `phrase` and `description`. Written by `scripts/http-tables.py` from
CPython's own module; do not edit by hand."""

from enum import IntEnum, StrEnum


class HTTPStatus(IntEnum):
    """Status codes: members are ints (`HTTPStatus.OK == 200`), written as their value."""

'''

STATUS_TAIL = '''
    @property
    def phrase(self):
        return _status_text(self._value_)[0]

    @property
    def description(self):
        return _status_text(self._value_)[1]


class HTTPMethod(StrEnum):
    """Request methods: members are strs (`HTTPMethod.GET == "GET"`), shown as `<HTTPMethod.GET>`."""

'''

METHOD_TAIL = '''
    def __repr__(self):
        return f"<HTTPMethod.{self._name_}>"

    @property
    def description(self):
        for method, text in _METHOD_TEXT:
            if method == self._value_:
                return text


def _status_text(code):
    # (phrase, description) of a member's code; a module's tables are tuples (literals).
    for value, phrase, description in _STATUS_TEXT:
        if value == code:
            return phrase, description


'''


def main():
    if sys.version_info[:2] != (3, 11):
        sys.exit("run with CPython 3.11")
    lines = [HEAD]
    for member in http.HTTPStatus:
        lines.append(f"    {member.name} = {member.value}\n")
    lines.append(STATUS_TAIL)
    for member in http.HTTPMethod:
        lines.append(f"    {member.name} = {member.value!r}\n")
    lines.append(METHOD_TAIL)
    lines.append("# (code, phrase, description) of each status.\n_STATUS_TEXT = (\n")
    for member in http.HTTPStatus:
        lines.append(f"    ({member.value}, {member.phrase!r}, {member.description!r}),\n")
    lines.append(")\n\n# (method, description) of each method.\n_METHOD_TEXT = (\n")
    for member in http.HTTPMethod:
        lines.append(f"    ({member.value!r}, {member.description!r}),\n")
    lines.append(")\n")
    with open(OUT, "w") as f:
        f.write("".join(lines))


if __name__ == "__main__":
    main()
