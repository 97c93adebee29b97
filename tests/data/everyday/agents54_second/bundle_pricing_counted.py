"""Memoized recursive pricing of bundles with a decorator that counts calls."""
import functools
import itertools
import math


def counted(fn):
    calls = {"n": 0}

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        calls["n"] += 1
        return fn(*args, **kwargs)

    wrapper.calls = calls
    return wrapper


PRICES = {"a": 4, "b": 7, "c": 3}
BUNDLES = [({"a": 2}, 7), ({"a": 1, "b": 1}, 10), ({"b": 1, "c": 2}, 11)]


@functools.lru_cache(maxsize=None)
def best(a, b, c):
    need = {"a": a, "b": b, "c": c}
    cost = sum(PRICES[k] * v for k, v in need.items())
    for bundle, price in BUNDLES:
        if all(need[k] >= v for k, v in bundle.items()):
            rest = {k: need[k] - bundle.get(k, 0) for k in need}
            cost = min(cost, price + best(rest["a"], rest["b"], rest["c"]))
    return cost


@counted
def combos(n, k):
    return math.comb(n, k)


def main():
    print(best(3, 2, 2), best(0, 0, 0), best(5, 5, 5))
    print(best.cache_info().hits > 0)
    print([combos(5, k) for k in range(6)], combos.calls["n"])
    pairs = list(itertools.combinations("abc", 2))
    print(pairs, list(itertools.permutations([1, 2, 3], 2))[:3])
    print(list(itertools.accumulate([3, 1, 4, 1, 5], max)), list(itertools.pairwise("abcd")))
    print(list(itertools.product("xy", repeat=2)), list(itertools.chain.from_iterable([[1], [2, 3]])))
    grouped = {k: len(list(g)) for k, g in itertools.groupby(sorted("mississippi"))}
    print(grouped, list(itertools.zip_longest("ab", "xyz", fillvalue="-")))
    print(list(itertools.islice(itertools.count(10, 5), 4)), list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])))
    print(list(itertools.takewhile(lambda x: x < 4, [1, 3, 5, 2])), list(itertools.dropwhile(lambda x: x < 4, [1, 3, 5, 2])))
    print(list(itertools.starmap(pow, [(2, 3), (3, 2)])), list(itertools.repeat("z", 3)), list(itertools.filterfalse(str.isdigit, "a1b2")))


if __name__ == "__main__":
    main()
