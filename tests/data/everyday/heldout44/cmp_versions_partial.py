from functools import cmp_to_key, partial, reduce


def by_length_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)


def scale(factor, value, offset=0):
    return factor * value + offset


def main():
    words = ["pear", "fig", "banana", "kiwi", "apple", "date"]
    print(sorted(words, key=cmp_to_key(by_length_then_alpha)))
    double = partial(scale, 2)
    shifted = partial(scale, 3, offset=1)
    print(list(map(double, [1, 2, 3])), shifted(10), double(5, offset=100))
    total = reduce(lambda acc, w: acc + len(w), words, 0)
    longest = reduce(lambda a, b: a if len(a) >= len(b) else b, words)
    print(total, longest)
    nested = reduce(lambda acc, kv: {**acc, kv[0]: kv[1]}, [("a", 1), ("b", 2), ("a", 3)], {})
    print(nested)


if __name__ == "__main__":
    main()
