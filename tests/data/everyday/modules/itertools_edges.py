"""itertools as CPython has it: laziness, shared groupby groups, argument errors."""
import itertools
from itertools import (accumulate, chain, combinations, combinations_with_replacement, compress, count,
                       cycle, dropwhile, filterfalse, groupby, islice, pairwise, permutations, product,
                       repeat, starmap, takewhile, zip_longest)


def noisy(items, log):
    for item in items:
        log.append(item)
        yield item


def main():
    log = []
    it = chain(noisy([1, 2], log), noisy([3], log))
    print(next(it), log)
    print(list(it), log)
    print(list(islice(count(), 3)), list(islice(count(2.5, -0.5), 4)), list(islice(cycle([]), 3)))
    print(list(islice("abcdefg", 2, None)), list(islice("abcdefg", None, 5, 2)), list(islice([], 3)))
    for bad in ((-1,), (1, -2), (0, 5, 0), ("x",)):
        try:
            islice("abc", *bad)
        except ValueError as e:
            print("ValueError:", e)
    print(list(repeat("x", 0)), list(repeat("x", -2)), list(islice(repeat(None), 2)))
    print(list(accumulate([])), list(accumulate([], initial=5)), list(accumulate("abc")))
    print(list(accumulate([3, 1, 4, 1, 5], min)), list(accumulate(range(5), initial=100)))
    groups = list(groupby("aabbbc"))
    print([(k, list(g)) for k, g in groups])
    outer = groupby([1, 1, 2, 2, 3])
    k1, g1 = next(outer)
    print(k1, next(g1))
    k2, g2 = next(outer)
    print(k2, list(g1), list(g2))
    print([(k, len(list(g))) for k, g in groupby(["ab", "ac", "b", "bd", "a"], key=lambda s: s[0])])
    print(list(product()), list(product("ab", repeat=0)), list(product("ab", [])), list(product(range(2), "xy")))
    print(list(permutations("abc", 2)), list(permutations([], 0)), list(permutations("ab", 3)))
    print(list(combinations(range(4), 0)), list(combinations("abc", 4)), list(combinations_with_replacement("ab", 3)))
    try:
        list(combinations("abc", -1))
    except ValueError as e:
        print("ValueError:", e)
    print(list(zip_longest("ab", "xyz", "1")), list(zip_longest()), list(zip_longest([1], fillvalue=0)))
    print(list(compress(range(10), cycle([True, False]))), list(filterfalse(None, [0, 1, "", "a", None])))
    print(list(dropwhile(lambda c: c != "c", "abcabc")), list(takewhile(str.isdigit, "12a34")))
    print(list(starmap(max, [(1, 5), (7, 2, 9)])), list(pairwise("a")), list(pairwise("abcd")))
    print(list(itertools.chain.from_iterable(["ab", "", "c"])), list(chain.from_iterable([range(2), range(1)])))
    try:
        list(chain(1, 2))
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
