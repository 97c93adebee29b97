# Members made by the class's `__new__` carry a `_value_` (the code) and a phrase; looking a
# member up by a symbolic code is one path per member and one for the `ValueError`, so the
# phrase of any code that is a member is exactly its own.
# expect: proved
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
        assert code != 200 and code != 404
        return "unknown"
    assert status.value == code
    assert (status.phrase == "OK") == (code == 200)
    assert status is Status.OK or status.phrase == "Not Found"
    return status.phrase
