"""Values handed to methods that keep them whole: a Decimal as dict.fromkeys' value, a
generator appended or inserted into a list, a default given to get/setdefault/pop."""
from collections import OrderedDict, deque
from decimal import Decimal
from fractions import Fraction


def squares(n):
    for i in range(n):
        yield i * i


def main():
    totals = dict.fromkeys(["jan", "feb", "mar"], Decimal("0.00"))
    totals["feb"] += Decimal("12.50")
    print(totals)
    shares = OrderedDict.fromkeys("abc", Fraction(1, 3))
    print(shares, sum(shares.values()))

    pending = []
    pending.append(squares(3))
    pending.insert(0, squares(2))
    print([type(g).__name__ for g in pending], [list(g) for g in pending])
    queue = deque()
    queue.appendleft(squares(4))
    print(type(queue[0]).__name__, next(queue[0]), list(queue[0]))

    shared = dict.fromkeys(["x", "y"], squares(3))
    print(shared["x"] is shared["y"], list(shared["x"]), list(shared["y"]))
    cache = {}
    gen = cache.setdefault("k", squares(2))
    print(gen is cache["k"], list(cache.get("k", squares(5))), list(cache.get("z", squares(2))))
    print(list(cache.pop("missing", squares(3))))
    return len(totals)


if __name__ == "__main__":
    main()
