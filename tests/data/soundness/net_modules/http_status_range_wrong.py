# The twin of `http_status_range.py`: 5xx statuses exist (500, 511, ...), so claiming every
# status is below 500 fails for code = 500.
# expect: failed
# inputs: (0,), (200,), (500,), (511,)
from http import HTTPStatus


def main(code: int) -> int:
    try:
        status = HTTPStatus(code)
    except ValueError:
        return 0
    assert status < 500
    return status.value
