from itertools import groupby, chain, islice, accumulate, product, permutations, combinations, zip_longest, count, cycle, starmap, takewhile, dropwhile, pairwise
from operator import itemgetter, attrgetter, mul
from functools import reduce

SALES = [
    {"region": "north", "month": 1, "amount": 120},
    {"region": "north", "month": 2, "amount": 80},
    {"region": "south", "month": 1, "amount": 200},
    {"region": "south", "month": 3, "amount": 50},
    {"region": "east", "month": 2, "amount": 75},
]


def batched(iterable, n):
    it = iter(iterable)
    while True:
        chunk = list(islice(it, n))
        if not chunk:
            return
        yield chunk


def main():
    rows = sorted(SALES, key=itemgetter("region", "month"))
    for region, group in groupby(rows, key=itemgetter("region")):
        g = list(group)
        print(region, [r["amount"] for r in g], sum(map(itemgetter("amount"), g)))
    print(list(batched(range(7), 3)))
    print(list(accumulate([3, 1, 4, 1, 5])), list(accumulate([1, 2, 3, 4], mul)))
    print(list(accumulate([5, 2, 8, 1], max, initial=0)))
    print(["".join(p) for p in product("ab", repeat=2)])
    print(len(list(permutations(range(4), 2))), list(combinations("abcd", 3))[:2])
    print(list(zip_longest([1, 2, 3], "ab", fillvalue="-")))
    print(list(islice(count(10, 5), 4)), list(islice(cycle("xy"), 5)))
    print(list(starmap(pow, [(2, 3), (3, 2)])), list(takewhile(lambda x: x < 3, [1, 2, 5, 1])))
    print(list(dropwhile(lambda x: x < 3, [1, 2, 5, 1])), list(pairwise("abcd")))
    print(reduce(lambda a, b: a * 10 + b, [1, 2, 3]), list(chain.from_iterable([[1], [2, 3]])))
    return sorted(SALES, key=lambda r: (-r["amount"], r["region"]))[0]["region"]


if __name__ == "__main__":
    main()
