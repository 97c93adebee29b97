# rejects: generator function (yield)
import clauz3


def batches(items: list[int], size: int) -> list[int]:
    start = 0
    while start < len(items):
        yield items[start:start + size]
        start += size


def main() -> int:
    return len([1, 2, 3])
