from itertools import groupby, chain, accumulate, islice

EVENTS = [
    ("2026-01-01", "login", 1),
    ("2026-01-01", "click", 5),
    ("2026-01-01", "click", 2),
    ("2026-01-02", "login", 1),
    ("2026-01-02", "purchase", 40),
    ("2026-01-03", "click", 7),
    ("2026-01-03", "purchase", 15),
]


def main():
    for day, group in groupby(EVENTS, key=lambda e: e[0]):
        items = list(group)
        print(day, len(items), sum(e[2] for e in items))
    kinds = sorted(EVENTS, key=lambda e: e[1])
    print({k: len(list(g)) for k, g in groupby(kinds, key=lambda e: e[1])})
    print([k for k, _ in groupby("aaabccddd")], [(k, len(list(g))) for k, g in groupby("aaabccddd")])
    values = [e[2] for e in EVENTS]
    print(list(accumulate(values)))
    print(list(accumulate(values, max)))
    print(list(accumulate(values, lambda a, b: a * b % 97, initial=1)))
    print(list(chain([1, 2], (3,), "ab")), list(chain.from_iterable([[1], [2, 3], []])))
    print(list(islice(EVENTS, 2)), list(islice(range(100), 5, 20, 4)))
    print(list(islice(accumulate(range(1, 1000)), 3, None))[:4])


if __name__ == "__main__":
    main()
