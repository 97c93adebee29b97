# As `status_lookup.py`, but claiming a member's value is the whole tuple it was written
# with (`__new__` set `_value_` to the code alone): refuted for a code that is a member.
# expect: failed
# inputs: (200,), (404,), (500,), (-1,)
from enum import Enum


class Status(Enum):
    OK = (200, "OK")
    NOT_FOUND = (404, "Not Found")

    def __new__(cls, code, phrase):
        member = object.__new__(cls)
        member._value_ = code
        member.phrase = phrase
        return member


def main(code: int) -> str:
    try:
        status = Status(code)
    except ValueError:
        return "unknown"
    assert status.value == (code, status.phrase), "the value is the tuple"
    return status.phrase
