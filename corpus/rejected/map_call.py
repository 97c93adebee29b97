# rejects: map() builtin
import clauz3


def double(x: int) -> int:
    return x * 2


def main() -> int:
    return sum(list(map(double, [1, 2, 3])))
