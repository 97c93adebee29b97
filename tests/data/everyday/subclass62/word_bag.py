"""Word statistics with a Counter subclass, as an agent summarising text writes it."""
import collections
from collections import Counter


class WordBag(Counter):
    """Counts lower-cased words; knows its own top words and share of a word."""

    def __init__(self, text="", **extra):
        super().__init__(w.strip(".,!?").lower() for w in text.split())
        self.update(extra)

    def share(self, word):
        total = sum(self.values())
        return 0.0 if total == 0 else round(self[word] / total, 3)

    def top(self, n=3):
        return [w for w, _ in self.most_common(n)]


class Tally(collections.Counter):
    def update(self, *args, **kwargs):
        print("  update called with", args, sorted(kwargs))
        super().update(*args, **kwargs)


def main():
    bag = WordBag("The cat sat. The cat ran! A dog sat, the end.", bonus=2)
    print("bag:", bag)
    print("top:", bag.top(), bag.top(1), bag["the"], bag["missing"])
    print("share:", bag.share("the"), bag.share("zebra"))
    print("total:", bag.total(), len(bag), sorted(bag.elements())[:5])
    bag["cat"] += 5
    bag["new"] += 1
    print("after +=:", bag.most_common(2), "new" in bag)
    del bag["nothing-here"]
    other = WordBag("cat dog dog")
    both = bag + other
    print("add:", type(both).__name__, both.most_common(3))
    print("sub:", (other - bag), "and:", bag & other, "or:", (bag | other)["dog"])
    try:
        bag.copy()
    except AttributeError as e:
        print("copy calls WordBag(bag):", e)
    bag.subtract(["the", "the", "the", "the"])
    print("subtract:", bag["the"], +bag == bag, (+bag)["the"])
    print("types:", type(bag).__name__, isinstance(bag, Counter), isinstance(bag, dict))
    print("repr empty:", repr(WordBag()), str(WordBag("x")))
    print("eq:", WordBag("a b") == Counter(a=1, b=1), WordBag("a") == {"a": 1})
    print("f-string:", f"{WordBag('hi hi')}")

    tally = Tally("aab", c=3)
    print("tally:", tally)
    tally.update(["c"])
    print("tally after:", tally, tally.most_common(1))
    copy = tally.copy()
    print("copy:", type(copy).__name__, copy == tally, copy is tally)
    try:
        WordBag("a", "b")
    except TypeError as e:
        print("TypeError:", e)
    try:
        Tally(1, 2)
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
