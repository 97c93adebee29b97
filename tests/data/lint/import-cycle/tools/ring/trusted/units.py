from tools.ring.trusted.limits import LIMIT


def scaled(n: int) -> int:
    return n if n < LIMIT else LIMIT + 1
