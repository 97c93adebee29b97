# rejects: a module-level function's default reading a computed module-level value
import clauz3

LIMIT = 10 * 3


def clamp(x: int, limit: int = LIMIT) -> int:
    return min(x, limit)


def main() -> int:
    return clamp(50)
