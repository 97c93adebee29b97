"""Tags kept in dicts and sets as plain strings, then as UserString objects made later."""
from collections import UserString


class Tag(UserString):
    def normal(self):
        return Tag(self.data.strip().lower())


def main():
    counts = {"red": 1, "blue": 2}
    tags = {"red", "green"}
    print(len(counts), "red" in tags)
    t = Tag("  Red ")
    n = t.normal()
    print(repr(n), n == "red", n in tags, hash(n) == hash("red"))
    counts[n] = counts.get(n, 0) + 10
    print(counts, len(counts))
    print(n + "!", n * 2, n.upper(), n[1:], len(n), "e" in n)
    print(sorted([Tag("b"), Tag("a")]), isinstance(n.capitalize(), Tag))
    try:
        n.data = 5
        print(n + 1)
    except TypeError as e:
        print(type(e).__name__, e)


if __name__ == "__main__":
    main()
