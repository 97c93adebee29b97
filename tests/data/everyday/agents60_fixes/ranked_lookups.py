"""Rank and filter with the operators' methods held as functions, as agents write them:
`key=scores.__getitem__`, `filter(allowed.__contains__, ...)`, `map(row.__getitem__, ...)`,
on dicts, lists, strs, sets, Counters and deques, and on a class of the program that defines
them; with CPython's errors for bad calls and for a class without them."""
from collections import Counter, deque


class Inventory:
    def __init__(self, stock):
        self.stock = dict(stock)

    def __getitem__(self, sku):
        return self.stock.get(sku, 0)

    def __len__(self):
        return sum(1 for n in self.stock.values() if n)

    def __contains__(self, sku):
        return self.stock.get(sku, 0) > 0


class Note:
    pass


def main():
    scores = {"ana": 88, "ben": 72, "cy": 95, "di": 72}
    print("by score:", sorted(scores, key=scores.__getitem__, reverse=True))
    print("best:", max(scores, key=scores.__getitem__), "worst:", min(scores, key=scores.__getitem__))
    allowed = {"ana", "cy", "eve"}
    print("allowed:", list(filter(allowed.__contains__, scores)))
    row = ["id", "name", "email", "phone"]
    print("picked:", list(map(row.__getitem__, [1, 2])), "letters:", "".join(map("python".__getitem__, [0, 5])))
    words = Counter("the cat and the hat and the bat".split())
    print("counts:", sorted(words, key=lambda w: (-words.__getitem__(w), w)), words.__getitem__("dog"))
    window = deque([3, 1, 4], maxlen=3)
    print("deque:", window.__getitem__(-1), window.__len__(), window.__contains__(4))
    print("sizes:", [c.__len__() for c in ("abc", [1], {1: 2}, {3}, frozenset(), b"xy", scores.keys())])
    print("views:", scores.keys().__contains__("ben"), scores.items().__contains__(("ben", 72)))
    inv = Inventory({"A1": 3, "B2": 0, "C3": 7})
    print("inventory:", inv.__getitem__("C3"), inv.__len__(), inv.__contains__("B2"), sorted(["C3", "A1"], key=inv.__getitem__))
    for bad in [
        lambda: scores.__getitem__("zed"),
        lambda: row.__getitem__(10),
        lambda: row.__getitem__(),
        lambda: row.__getitem__(0, 1),
        lambda: row.__len__(1),
        lambda: allowed.__contains__(),
        lambda: scores.__getitem__(key="ana"),
        lambda: "text".__contains__(5),
        lambda: allowed.__contains__(["ana"]),
        lambda: Note().__len__(),
        lambda: Note().__getitem__,
    ]:
        try:
            print(bad())
        except Exception as exc:
            print(f"{type(exc).__name__}: {exc}")


if __name__ == "__main__":
    main()
