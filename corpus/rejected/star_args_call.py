# rejects: star-argument call f(*xs)
import clauz3


def total(a: int, b: int, c: int) -> int:
    return a + b + c


def main() -> int:
    parts = [1, 2, 3]
    return total(*parts)
