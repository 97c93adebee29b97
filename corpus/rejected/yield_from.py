# rejects: yield from
import clauz3


def chain(a: list[int], b: list[int]) -> list[int]:
    yield from a


def main() -> int:
    return 0
