# A shelf-label printer that cleans and reshapes product names with str methods of zero,
# one and two arguments, groups labels by length with `setdefault`, and meets every error
# those methods raise (an empty separator, a missing substring, a non-str item to join, an
# int where a str is needed), as CPython raises them.


class Tag:
    def __init__(self, text: str) -> None:
        self.text = text

    def lower(self) -> str:
        return "tag:" + self.text.lower()

    def __str__(self) -> str:
        return self.text


def attempt(what: str, thunk) -> None:
    try:
        print(what, "->", repr(thunk()))
    except (ValueError, TypeError, AttributeError, KeyError) as e:
        print(what, "raised", type(e).__name__, e)


def clean(name: str) -> str:
    trimmed = name.strip()
    parts = trimmed.split()
    return "_".join(parts).lower()


def main() -> int:
    names = ["  Oat Milk ", "RYE bread", " honey", "Jam  Jar  ", "tea"]
    cleaned = [clean(n) for n in names]
    print(cleaned)
    by_len: dict[int, list[str]] = {}
    by_first: dict[str, list[str]] = {}
    for c in cleaned:
        by_len.setdefault(len(c), []).append(c)
        bucket = by_first.setdefault(c[0], [])
        bucket.append(c.upper())
    print(by_len)
    print(by_first)
    print(by_first.setdefault("o", ["unused"]), by_first.setdefault("z"), by_first["z"])
    mixed = {1: "one"}
    print(mixed.setdefault(1.0, "float"), mixed.setdefault(True, "bool"), mixed.setdefault(2, "two"), mixed)
    label = "oat_milk,rye_bread,honey"
    print(label.split(","), label.split(",", 1), label.rsplit("_", 1), label.partition(","))
    print(label.startswith(("rye", "oat")), label.endswith("honey"), label.find("rye"), label.find("rye", 10))
    print(label.count("_"), label.replace("_", " "), label.replace("_", " ", 1), label.center(30, "*"))
    print(label.upper().isupper(), "abc".isalpha(), "12".isdigit(), "x".zfill(4), label.title())
    print(str.upper("loose"), ", ".join(("a", "b")), "-".join(c[:2] for c in cleaned))
    tag = Tag("Basil")
    print(tag.lower(), str(tag).lower())
    attempt("empty separator", lambda: label.split(""))
    attempt("missing substring", lambda: label.index("kale"))
    attempt("join of ints", lambda: ",".join([1, 2]))
    attempt("join of a tag", lambda: ",".join(["a", tag]))
    attempt("startswith a list", lambda: label.startswith(["oat"]))
    attempt("unhashable key", lambda: by_len.setdefault([1], []))
    attempt("no such method", lambda: label.append("x"))
    attempt("too many", lambda: "x".zfill(1, 2))
    attempt("no argument", lambda: "x".zfill())
    attempt("setdefault of nothing", lambda: by_len.setdefault())
    return len(by_len) * 100 + len(by_first)
