"""`itertools`' combinatoric iterators and `groupby` on the shapes a report meets, and a
list's `extend` fed by generators (one reading the list as it grows, one failing midway)."""

import itertools


def combinatorics():
    items = "abcd"
    for r in range(6):
        print(r, list(itertools.combinations(items, r)))
    print(list(itertools.combinations_with_replacement("xyz", 2)))
    print(list(itertools.combinations_with_replacement("xy", 0)), list(itertools.combinations_with_replacement("", 2)))
    for r in (None, 0, 1, 2, 3, 4):
        print(r, list(itertools.permutations([1, 2, 3], r)))
    pairs = itertools.combinations(range(6), 2)
    print(next(pairs), next(pairs), sum(a * b for a, b in pairs))
    print(sum(1 for a, b, c in itertools.combinations(range(15), 3) if (a + b + c) % 5 == 0))


def grouping():
    words = sorted(["pear", "fig", "kiwi", "plum", "apple", "lime", "date", "yam"], key=len)
    for size, group in itertools.groupby(words, key=len):
        print(size, list(group))
    runs = [(k, len(list(g))) for k, g in itertools.groupby("aaabccddddde")]
    print(runs)
    groups = itertools.groupby([1, 1, 2, 2, 2, 3])
    first_key, first_group = next(groups)
    second_key, second_group = next(groups)
    print(first_key, list(first_group), second_key, list(second_group), [k for k, _ in groups])
    by_parity = {}
    for odd, group in itertools.groupby(range(10), key=lambda n: n % 2):
        by_parity.setdefault(odd, []).extend(group)
    print(by_parity)


def feeding():
    growing = [1, 2]
    growing.extend(x * 10 for x in growing[:])
    print(growing)
    reader = [1]
    reader.extend(n + len(reader) for n in range(3))
    print(reader)

    def failing():
        yield "kept"
        yield "also kept"
        raise ValueError("stopped")

    partial = ["start"]
    try:
        partial.extend(failing())
    except ValueError as e:
        print("ValueError", e, partial)


def main():
    combinatorics()
    grouping()
    feeding()
