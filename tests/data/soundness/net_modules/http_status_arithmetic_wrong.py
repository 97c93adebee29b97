# The twin of `http_status_arithmetic.py`: MULTIPLE_CHOICES is 300, so OK + n reaches it at
# n = 100 and the claim that it stays below fails.
# expect: failed
# inputs: (0,), (1,), (100,), (150,)
from http import HTTPStatus


def main(n: int) -> int:
    if 0 <= n <= 150:
        assert HTTPStatus.OK + n < HTTPStatus.MULTIPLE_CHOICES
    return n
