# A shelf sorter that orders stock by keys of one kind (ints, strs with accents) and of
# several (tuples of a count and a name, ints beside floats and bools, a nan), with `sorted`,
# `list.sort` and `key=`, stable on ties and in reverse, and meets the `TypeError` of keys
# that do not order, as CPython raises it.


def attempt(what: str, thunk) -> None:
    try:
        print(what, "->", thunk())
    except TypeError as e:
        print(what, "raised", type(e).__name__, e)


def by_count(item: tuple[str, int]) -> tuple[int, str]:
    return (item[1] % 3, item[0])


def main() -> int:
    counts = [7, -2, 40, 7, 0, 2**62, -(2**63), 13]
    print(sorted(counts), sorted(counts, reverse=True))
    names = ["pear", "Émile", "apple", "zucchini", "éclair", "Apple", "", "pear"]
    print(sorted(names), sorted(names, reverse=True))
    stock = [("pear", 4), ("fig", 7), ("kiwi", 1), ("date", 4), ("lime", 10), ("fig", 1)]
    print(sorted(stock, key=by_count))
    print(sorted(stock, key=by_count, reverse=True))
    print(sorted(stock), sorted(stock, key=lambda s: (s[1], len(s[0]))))
    pairs = [(1, "b"), (1,), (0, 2.5), (1, "a"), (1, "a", 0), (0, 2)]
    print(sorted(pairs))
    mixed = [3, 1.5, True, -2, 0.0, False, 2]
    print(sorted(mixed), sorted(mixed, reverse=True))
    print(sorted([2.0, float("nan"), 1.0]), sorted([(1, float("nan")), (1, 0.5), (0, 9)]))
    words = "the quick brown fox jumps over the lazy dog".split()
    words.sort(key=len)
    print(words)
    words.sort(key=len, reverse=True)
    print(words)
    words.sort()
    print(words)
    shelf = [5, 3, 9]
    shelf.sort(reverse=True)
    print(shelf)
    attempt("int beside str", lambda: sorted([3, "a", 1]))
    attempt("tuples int beside str", lambda: sorted([(1, 2), (1, "x")]))
    attempt("tuple beside int", lambda: sorted([(1,), 1]))
    attempt("None keys", lambda: sorted(["a", "b"], key=lambda s: None))
    broken = [4, 1, "x", 3]
    attempt("sort in place", lambda: broken.sort())
    print(broken)
    return len(words)
