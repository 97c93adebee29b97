"""Dicts filled from generators of pairs, with the items that are no pair reported by their
number in the generator, as CPython numbers them."""
def pairs(n):
    for i in range(n):
        yield (f"k{i}", i)
    yield "abc"


def bad(n):
    yield ("a", 1)
    yield 5


def main():
    d = {}
    try:
        d.update(pairs(3))
    except ValueError as e:
        print("ValueError:", e)
    print(d)
    try:
        d.update(bad(1))
    except TypeError as e:
        print("TypeError:", e)
    e = {}
    e.update(x for x in ["ab", ("c", 3)])
    print(e)
    s = set()
    s.update(x for x in "abc")
    print(sorted(s))
    try:
        dict([("a", 1), (1, 2, 3)])
    except ValueError as err:
        print(err)


if __name__ == "__main__":
    main()
