# `functools.lru_cache` entries told apart as CPython tells them: positional calls keyed by
# their arguments, calls with keywords never sharing an entry with a positional call whose
# arguments look like the keywords, a lone int or str and its tuple, typed caches, eviction
# order past `maxsize`, and the counts `cache_info()` reports.

from functools import lru_cache, cache


@lru_cache(maxsize=None)
def describe(*args, **kwargs):
    return f"args={args} kwargs={sorted(kwargs.items())}"


@lru_cache(maxsize=2)
def square(n):
    print("  computing", n)
    return n * n


@lru_cache(maxsize=None, typed=True)
def kind(x):
    return type(x).__name__


@cache
def steps(n: int) -> int:
    if n <= 1:
        return 0
    return 1 + steps(n // 2 if n % 2 == 0 else 3 * n + 1)


def main() -> int:
    print(describe(1, x=1))
    print(describe((1,), (("x", 1),)))
    print(describe((1,), "x", 1))
    print(describe(1, 2), describe(1, 2), describe((1, 2)))
    print(describe("a"), describe(("a",)), describe(a=1), describe(a=1))
    print(describe.cache_info())
    for n in [1, 2, 1, 3, 2, 1]:
        print(square(n))
    print(square.cache_info())
    print(kind(1), kind(1.0), kind(True), kind.cache_info())
    print(max(steps(n) for n in range(1, 300)), steps.cache_info().currsize)
    square.cache_clear()
    print(square(4), square.cache_info())
    return describe.cache_info().hits
