# rejects: a module-level function's default computed from a module-level value
import clauz3

LIMIT = 10 * 3


def clamp(x: int, limit: int = LIMIT + 1) -> int:
    return min(x, limit)


def main() -> int:
    return clamp(50)
