# HTTPStatus members compute as their ints: OK is 200, so OK + n stays below 300 for n < 100.
# A model that gave a member another value (or refused the int arithmetic) would not prove it.
# expect: proved
# inputs: (0,), (1,), (99,), (-5,)
from http import HTTPStatus


def main(n: int) -> int:
    if 0 <= n < 100:
        assert HTTPStatus.OK + n < 300
        assert HTTPStatus.NOT_FOUND - HTTPStatus.OK == 204
    return n
