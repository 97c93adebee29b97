"""Release versions ordered with functools.total_ordering."""
from functools import total_ordering


@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))

    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts

    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts

    def __repr__(self):
        return "v" + ".".join(str(p) for p in self.parts)


def main():
    releases = [Version(t) for t in ["1.10.0", "1.2.3", "2.0", "1.2.10", "0.9"]]
    print(sorted(releases))
    print(max(releases), min(releases))
    a, b = Version("1.2"), Version("1.3")
    print(a < b, a <= b, a > b, a >= b, a == Version("1.2"), a != b)
    newer = [r for r in releases if r >= Version("1.2.5")]
    print(newer)
    try:
        a > 3
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
