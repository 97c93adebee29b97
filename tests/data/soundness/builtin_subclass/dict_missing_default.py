# A dict subclass's `__missing__` gives the value of a key it lacks through `d[k]` only; the
# symbolic count flows through the dict the instance holds. The total is exactly the count.
# expect: proved
# inputs: (0,), (3,), (-2,), (7,)
class Tally(dict):
    def __missing__(self, key):
        return 0


def main(n: int) -> int:
    t = Tally()
    t["a"] = n
    assert t["a"] + t["b"] == n
    assert t.get("b") is None
    assert len(t) == 1 and "b" not in t
    return t["a"]
