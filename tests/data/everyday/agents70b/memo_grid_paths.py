"""Dynamic programming with functools.lru_cache: grid paths, edit distance, partitions."""
from functools import lru_cache, cache

BLOCKED = {(1, 1), (2, 3), (3, 0)}


@lru_cache(maxsize=None)
def grid_paths(r: int, c: int) -> int:
    if (r, c) in BLOCKED or r < 0 or c < 0:
        return 0
    if r == 0 and c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)


def edit_distance(a: str, b: str) -> int:
    @lru_cache(maxsize=256)
    def d(i: int, j: int) -> int:
        if i == len(a):
            return len(b) - j
        if j == len(b):
            return len(a) - i
        if a[i] == b[j]:
            return d(i + 1, j + 1)
        return 1 + min(d(i + 1, j), d(i, j + 1), d(i + 1, j + 1))
    result = d(0, 0)
    info = d.cache_info()
    print(f"  {a}->{b}: hits={info.hits} misses={info.misses} size={info.currsize}")
    return result


@cache
def partitions(n: int, largest: int) -> int:
    if n == 0:
        return 1
    if n < 0 or largest == 0:
        return 0
    return partitions(n - largest, largest) + partitions(n, largest - 1)


@lru_cache(maxsize=3)
def slow_square(x):
    slow_square.calls += 1
    return x * x


slow_square.calls = 0


def main():
    for size in (2, 4, 6):
        print(f"paths to ({size},{size}):", grid_paths(size, size))
    print(grid_paths.cache_info())
    grid_paths.cache_clear()
    print("after clear:", grid_paths.cache_info().currsize)
    for a, b in [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same")]:
        print(f"edit({a!r}, {b!r}) = {edit_distance(a, b)}")
    print([partitions(n, n) for n in range(1, 16)])
    for x in [1, 2, 3, 1, 4, 1, 2]:
        slow_square(x)
    print("calls:", slow_square.calls, slow_square.cache_info())
    print(slow_square.__wrapped__(9), hasattr(partitions, "cache_clear"))
    return partitions(30, 30)


if __name__ == "__main__":
    main()
