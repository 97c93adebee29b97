# SKU aliases: a program class whose instances hash and compare equal to their code
# string, used as dict keys beside plain strings and ints, so that lookups by string or
# int may meet an instance key and must ask the class's `__eq__` as CPython does.


class Sku:
    def __init__(self, code: str):
        self.code = code

    def __hash__(self) -> int:
        return hash(self.code)

    def __eq__(self, other) -> bool:
        print("  compare", self.code, "with", other if isinstance(other, str) else type(other).__name__)
        if isinstance(other, Sku):
            return self.code == other.code
        return self.code == other

    def __repr__(self) -> str:
        return f"Sku({self.code!r})"


def main() -> int:
    stock = {Sku("A-1"): 5, "B-2": 7, 3: "three"}
    print("lookup A-1")
    print(stock["A-1"], stock.get("A-1"), stock.get("Z-9", 0))
    print("store A-1")
    stock["A-1"] = 6
    print(stock)
    print("lookup B-2")
    print(stock["B-2"], stock.get(3))
    counts: dict[str, int] = {}
    for word in "A-1 B-2 A-1".split():
        counts[word] = counts.get(word, 0) + 1
    print(counts)
    counts[Sku("B-2")] = 10
    print(counts, counts.get("B-2"))
    return len(stock) * 10 + counts["A-1"]
