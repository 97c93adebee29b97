"""Slugs and labels built on `collections.UserString`, as agents normalise identifiers:
methods giving text give an instance of the class, so a subclass's `__init__` runs again."""

from collections import UserString


class Slug(UserString):
    def __init__(self, seq):
        super().__init__(str(seq).strip().lower().replace(" ", "-"))

    def words(self):
        return self.data.split("-")


def main() -> int:
    u = UserString("Hello")
    print(u.upper(), u + "!", len(u), u[1:3], type(u[1:3]).__name__, u == "Hello", "ell" in u, u * 2)
    print(repr(u), u.split("l"), u.replace("l", "L"), u.startswith("He"), type(u.lower()).__name__)
    print(str(u), f"{u}", "x" + u, type("x" + u).__name__, u.find("l"), u.count("l"), u.index("o"))
    print(u.center(9, "*"), u.zfill(8), u.partition("l"), u.isalpha(), u.encode(), u.join(["a", "b"]))
    print(sorted([UserString("b"), UserString("a")]), u < "Z", u != "hello", hash(u) == hash("Hello"))
    print([c for c in UserString("abc")], bool(UserString("")))
    print(UserString(42), UserString(42) + 1, 3 * UserString("ab"), UserString("%s-%d") % ("a", 2))
    s = Slug("  My Great Post ")
    print(s, type(s).__name__, s.words(), type(s.upper()).__name__, s.upper(), s.title())
    print({UserString("k"): 1}[UserString("k")], "k" in {UserString("k"): 1}, int(UserString("7")) + 1)
    try:
        u.index("z")
    except ValueError as e:
        print("ValueError:", e)
    try:
        u[10]
    except IndexError as e:
        print("IndexError:", e)
    print(u.removeprefix("He"), u.strip("Ho"), u.rjust(7, "."), u.ljust(7), u.title(), u.swapcase())
    print(u.splitlines(), u.rsplit("l", 1), u.rfind("l"), u.endswith("lo"), u.casefold(), u.capitalize())
    print(UserString("{0}!").format("hi"), UserString("{a}").format_map({"a": 1}), u.expandtabs())
    return 0


if __name__ == "__main__":
    main()
