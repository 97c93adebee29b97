# Every HTTPStatus CPython 3.11 has lies in 100..511, so a code that makes one does too.
# expect: proved
# inputs: (0,), (200,), (404,), (511,)
from http import HTTPStatus


def main(code: int) -> int:
    try:
        status = HTTPStatus(code)
    except ValueError:
        return 0
    assert 100 <= status.value <= 511
    return status.value
