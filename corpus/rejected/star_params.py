# rejects: *args parameter
import clauz3


def total(*amounts: int) -> int:
    return sum(list(amounts))


def main() -> int:
    return total(1, 2, 3)
