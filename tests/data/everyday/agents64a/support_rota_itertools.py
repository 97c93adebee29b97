"""Plan a support rota and report on it with itertools."""
from itertools import (
    accumulate, chain, combinations, count, cycle, groupby, islice, pairwise, permutations,
    product, repeat, starmap, takewhile, dropwhile, zip_longest, compress, tee,
)

ENGINEERS = ["amir", "bea", "cleo", "dev"]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
HOLIDAY = {"Wed"}


def rota(weeks):
    people = cycle(ENGINEERS)
    for week, day in product(range(1, weeks + 1), DAYS):
        if day in HOLIDAY:
            yield week, day, None
        else:
            yield week, day, next(people)


def main():
    plan = list(rota(2))
    for week, items in groupby(plan, key=lambda t: t[0]):
        print(f"week {week}: " + ", ".join(f"{d}={p or '-'}" for _, d, p in items))
    load = {}
    for _, _, person in plan:
        if person:
            load[person] = load.get(person, 0) + 1
    print("load:", load)

    pairs = list(combinations(ENGINEERS, 2))
    print(len(pairs), pairs[:3], len(list(permutations(ENGINEERS, 2))))
    hours = [8, 8, 12, 4, 8, 0, 0]
    print(list(accumulate(hours)), list(accumulate(hours, max)), list(accumulate(hours, initial=100))[:3])
    print(list(pairwise(DAYS))[:2], list(islice(count(10, 5), 4)), list(repeat("x", 3)))
    print(list(starmap(pow, [(2, 3), (3, 2)])), list(takewhile(lambda h: h > 0, hours)), list(dropwhile(lambda h: h > 0, hours)))
    print(list(zip_longest("ab", [1, 2, 3], fillvalue="?")), list(compress(DAYS, [1, 0, 1])))
    print(list(chain.from_iterable(["ab", "cd"])), list(chain([1], (2,), {3: 0})))
    left, right = tee(iter(hours[:3]))
    print(list(left), list(right), list(islice(DAYS, 1, None, 3)))
    swaps = [(a, b) for a, b in product(ENGINEERS[:2], ENGINEERS[2:]) if a < b]
    print(swaps)
    runs = [(k, len(list(g))) for k, g in groupby("aaabccdddd")]
    print(runs, [k for k, _ in groupby(sorted("mississippi"))])
    try:
        list(islice(DAYS, -1))
    except ValueError as err:
        print("ValueError:", err)


if __name__ == "__main__":
    main()
