"""collections.Counter as CPython has it."""
from collections import Counter


def main():
    c = Counter("abracadabra")
    print(c, len(c), c["a"], c["zz"], "zz" in c, isinstance(c, dict), isinstance(c, Counter))
    print(c.most_common(2), c.most_common(0), c.most_common(-1), c.most_common()[:3])
    print(sorted(c.elements()), c.total(), list(c), dict(c), sorted(c.items()))
    print(Counter(), Counter({"x": 2, "y": 0}), Counter(a=3, b=1), Counter(["b", "a", "b"]), Counter(x for x in "aab"))
    c.update("aaz")
    c.update({"q": 5})
    c.update(k=2)
    print(c)
    c.subtract({"a": 10, "new": 1})
    c.subtract("bb")
    print(c, c.total())
    print(+c, -c)
    a, b = Counter(a=3, b=1, c=2), Counter(a=1, b=2, d=4)
    print(a + b, a - b, a & b, a | b)
    print(Counter("listen") == Counter("silent"), Counter(a=1) == {"a": 1}, Counter(a=1, b=0) == Counter(a=1))
    d = a.copy()
    d["a"] += 10
    del d["b"]
    del d["missing"]
    print(d, a, type(d) is Counter, type(d).__name__)
    d += b
    print(d)
    d -= Counter(a=100)
    print(d, d.get("a"), d.get("d", 0), d.setdefault("e", 7), d.pop("e"), sorted(d.keys()), sum(d.values()))
    words = "the cat and the hat and the bat".split()
    counts = Counter(words)
    for word, n in counts.most_common():
        print(f"{word:>4} {n}")
    print(max(counts, key=counts.get), sorted(counts, key=lambda w: (-counts[w], w)))
    try:
        Counter(5)
    except TypeError as e:
        print("TypeError:", e)
    try:
        Counter("a") + {"a": 1}
    except TypeError as e:
        print("TypeError:", e)
    try:
        Counter({"a": "x"}).most_common()
        Counter({"a": "x", "b": 1}).most_common()
    except TypeError as e:
        print("TypeError:", e)
    print(repr(Counter({"a": 1.5, "b": 2})), str(Counter("ba")))


if __name__ == "__main__":
    main()
