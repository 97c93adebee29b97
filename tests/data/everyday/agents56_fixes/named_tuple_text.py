"""Release tags as NamedTuples that write their own text, in reports, lists and f-strings."""
from typing import NamedTuple


class Version(NamedTuple):
    major: int
    minor: int
    patch: int = 0

    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"

    def bumped(self, part):
        if part == "major":
            return Version(self.major + 1, 0, 0)
        if part == "minor":
            return self._replace(minor=self.minor + 1, patch=0)
        return self._replace(patch=self.patch + 1)


class Money(NamedTuple):
    cents: int
    currency: str = "EUR"

    def __repr__(self):
        return f"Money({self.cents / 100:.2f} {self.currency})"


class Plain(NamedTuple):
    name: str
    price: Money


def main():
    v = Version(1, 4)
    print(v, repr(v), str(v), [v, v.bumped("minor")], (v,))
    print(f"release {v} -> {v.bumped('major')!s} ({v.bumped('patch')!r})")
    print("tags: %s, %r" % (v, v.bumped("minor")))
    print("{} / {!r}".format(v, v))
    print(sorted([Version(1, 10), Version(1, 9, 3), v]))
    print(max(Version(2, 0), v), v < Version(1, 5), v == (1, 4, 0))
    price = Money(1999)
    print(price, [price], Plain("pen", price), {"total": price})
    for spec in ("", ">12"):
        try:
            print(f"[{v:{spec}}]")
        except TypeError as exc:
            print("TypeError:", exc)
    major, minor, patch = v
    print(major + minor + patch, len(v), v._asdict(), v.count(0))


if __name__ == "__main__":
    main()
