from .units import scaled

LIMIT = 10


def within(n: int) -> bool:
    return 0 <= scaled(n) <= LIMIT
