from itertools import zip_longest, count, cycle, repeat, takewhile, dropwhile, starmap, pairwise, compress

COLUMNS = {
    "fruits": ["apple", "banana", "cherry"],
    "veg": ["kale"],
    "grains": ["rice", "oats"],
}


def main():
    headers = list(COLUMNS)
    print(" | ".join(f"{h:<8}" for h in headers))
    for row in zip_longest(*COLUMNS.values(), fillvalue="-"):
        print(" | ".join(f"{c:<8}" for c in row))
    print(list(zip(count(1), "abc")), list(zip(cycle("xy"), range(5))), list(repeat(7, 3)))
    print(list(takewhile(lambda x: x < 5, [1, 3, 6, 2])), list(dropwhile(lambda x: x < 5, [1, 3, 6, 2])))
    print(list(starmap(pow, [(2, 5), (3, 2)])), list(pairwise([1, 4, 9, 16])))
    print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(zip(count(10, 5), "ab")))


if __name__ == "__main__":
    main()
