from functools import reduce, lru_cache
from itertools import groupby, chain, islice, accumulate
import operator


@lru_cache(maxsize=None)
def ways(n, coins=(1, 2, 5)):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])


def chunks(seq, size):
    it = iter(seq)
    while batch := list(islice(it, size)):
        yield batch


def main():
    print([ways(n) for n in range(12)])
    words = "apple avocado banana blueberry cherry cranberry date".split()
    for letter, group in groupby(sorted(words), key=operator.itemgetter(0)):
        print(letter, list(group))
    print(list(chunks(range(10), 4)))
    print(reduce(operator.mul, range(1, 8), 1), list(accumulate([3, 1, 4, 1, 5], max)))
    flat = list(chain.from_iterable([[1, 2], [3], [], [4, 5]]))
    print(flat, sum(flat), ways.cache_info().hits > 0)


if __name__ == "__main__":
    main()
