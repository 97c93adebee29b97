"""Writes src/layer/embedded/classes/http.py from the running CPython's `http` module: every
`HTTPStatus` and `HTTPMethod` member with its phrase and description, so the model's tables
are CPython 3.11's and never typed by hand; and http_client.py, `http.client`'s data (its
status constants, `responses`, ports and exception classes) read from CPython's module. Run
with CPython 3.11 from the repository root."""

import http
import http.client
import sys

OUT = "src/layer/embedded/classes/http.py"
CLIENT_OUT = "src/layer/embedded/classes/http_client.py"

CLIENT_HEAD = '''"""`http.client` for agent programs: its data, not its connections. `responses` maps each
status to its phrase, the status constants (`OK`, `NOT_FOUND`, ...) are `HTTPStatus`'s members,
and the exception classes are CPython's hierarchy; `HTTPConnection` and the rest that open
sockets are refused where a program uses them (a trusted effect reaches the network). Written
by `scripts/http-tables.py` from CPython's own module; do not edit by hand."""

from http import HTTPStatus as _HTTPStatus

HTTP_PORT = {http_port}
HTTPS_PORT = {https_port}


class HTTPException(Exception):
    pass


class NotConnected(HTTPException):
    pass


class InvalidURL(HTTPException):
    pass


class UnknownProtocol(HTTPException):
    def __init__(self, version):
        super().__init__(version)
        self.version = version


class UnknownTransferEncoding(HTTPException):
    pass


class UnimplementedFileMode(HTTPException):
    pass


class IncompleteRead(HTTPException):
    def __init__(self, partial, expected=None):
        super().__init__(partial)
        self.partial = partial
        self.expected = expected

    def __repr__(self):
        more = "" if self.expected is None else f", {{self.expected}} more expected"
        return f"{{type(self).__name__}}({{len(self.partial)}} bytes read{{more}})"

    def __str__(self):
        return repr(self)


class ImproperConnectionState(HTTPException):
    pass


class CannotSendRequest(ImproperConnectionState):
    pass


class CannotSendHeader(ImproperConnectionState):
    pass


class ResponseNotReady(ImproperConnectionState):
    pass


class BadStatusLine(HTTPException):
    def __init__(self, line):
        if not line:
            line = repr(line)
        super().__init__(line)
        self.line = line


class LineTooLong(HTTPException):
    def __init__(self, line_type):
        super().__init__(f"got more than {maxline} bytes when reading {{line_type}}")


error = HTTPException


class _Tables:
    # `responses`, made at its first read and kept for the run (a program may add to it).
    responses = []


def _responses():
    if not _Tables.responses:
        _Tables.responses.append({{status: status.phrase for status in _HTTPStatus}})
    return _Tables.responses[0]


responses = _responses()

# The status constants: `globals().update(HTTPStatus.__members__)` in CPython's module.
'''

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
    client = http.client
    head = CLIENT_HEAD.format(http_port=client.HTTP_PORT, https_port=client.HTTPS_PORT, maxline=client._MAXLINE)
    members = [f"{name} = _HTTPStatus.{name}\n" for name in http.HTTPStatus.__members__]
    with open(CLIENT_OUT, "w") as f:
        f.write(head + "".join(members))


if __name__ == "__main__":
    main()
