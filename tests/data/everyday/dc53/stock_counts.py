"""Stock counts per warehouse as Counters, with a SKU class that defines its own equality."""
import collections
from collections import Counter


class Sku:
    def __init__(self, code):
        self.code = code.upper()

    def __eq__(self, other):
        return isinstance(other, Sku) and self.code == other.code

    def __hash__(self):
        return hash(self.code)


def main():
    north = Counter(pens=4, pads=0, ink=2)
    south = collections.Counter({"pens": 4, "ink": 2})
    print(north == south, north != south, dict(north) == dict(south))
    shelf = collections.defaultdict(int)
    for item in ["pens", "ink", "pens"]:
        shelf[item] += 1
    print(sorted(shelf.items()), Counter(shelf) == Counter(pens=2, ink=1))
    print(Sku("a1") == Sku("A1"), Sku("a1") in [Sku("b2"), Sku("A1")])
    return north == south


if __name__ == "__main__":
    main()
