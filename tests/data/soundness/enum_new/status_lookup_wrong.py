# As `status_lookup.py`, but claiming every member's value is the first member's code
# (`__new__` set each `_value_` to its own code): refuted for 404.
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
    assert status.value == 200, "every member's value is 200"
    return status.phrase
