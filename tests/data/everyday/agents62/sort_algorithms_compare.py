"""Count comparisons made by hand-written sorts and compare with sorted()."""
import functools
import random


class Counting:
    def __init__(self):
        self.n = 0

    def less(self, a, b):
        self.n += 1
        return a < b


def insertion_sort(items, c):
    out = list(items)
    for i in range(1, len(out)):
        j = i
        while j > 0 and c.less(out[j], out[j - 1]):
            out[j], out[j - 1] = out[j - 1], out[j]
            j -= 1
    return out


def merge_sort(items, c):
    if len(items) <= 1:
        return list(items)
    mid = len(items) // 2
    left, right = merge_sort(items[:mid], c), merge_sort(items[mid:], c)
    merged, i, j = [], 0, 0
    while i < len(left) and j < len(right):
        if c.less(right[j], left[i]):
            merged.append(right[j]); j += 1
        else:
            merged.append(left[i]); i += 1
    merged += left[i:]
    merged += right[j:]
    return merged


def quick_sort(items, c):
    if len(items) <= 1:
        return list(items)
    pivot, *rest = items
    smaller = [x for x in rest if c.less(x, pivot)]
    larger = [x for x in rest if not c.less(x, pivot)]
    return quick_sort(smaller, c) + [pivot] + quick_sort(larger, c)


def builtin_sort(items, c):
    return sorted(items, key=functools.cmp_to_key(lambda a, b: -1 if c.less(a, b) else (1 if c.less(b, a) else 0)))


def main():
    rng = random.Random(99)
    datasets = {
        "random": [rng.randint(0, 999) for _ in range(200)],
        "sorted": list(range(200)),
        "reversed": list(range(200, 0, -1)),
        "few distinct": [rng.choice("abc") for _ in range(200)],
    }
    algorithms = [insertion_sort, merge_sort, quick_sort, builtin_sort]
    print(f"{'data':<14}" + "".join(f"{a.__name__:>15}" for a in algorithms))
    for name, data in datasets.items():
        row = []
        for algo in algorithms:
            c = Counting()
            result = algo(data, c)
            assert result == sorted(data), algo.__name__
            row.append(c.n)
        print(f"{name:<14}" + "".join(f"{n:>15,}" for n in row))
    people = [("ann", 31), ("bob", 25), ("cat", 31), ("dan", 25), ("eve", 40)]
    print("stable by age:", sorted(people, key=lambda p: p[1]))
    print("age desc, name asc:", sorted(people, key=lambda p: (-p[1], p[0])))
    by_name_len = sorted(["pear", "fig", "banana", "kiwi", "apple"], key=len, reverse=True)
    print(by_name_len, max(people, key=lambda p: p[1]), min(people, key=lambda p: (p[1], p[0])))
    words = ["Zebra", "apple", "Mango", "banana"]
    print(sorted(words), sorted(words, key=str.lower), sorted(words, key=str.casefold, reverse=True))
    nums = [3, -1, 4, -1, 5, -9, 2]
    nums.sort(key=abs)
    print(nums, sorted(nums, key=lambda n: (n < 0, n)))


if __name__ == "__main__":
    main()
