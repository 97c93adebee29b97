# As `dict_missing_default.py`, but claiming `get` also calls `__missing__` (CPython's `get`
# never does): refuted.
# expect: failed
# inputs: (0,), (3,), (-2,), (7,)
class Tally(dict):
    def __missing__(self, key):
        return 0


def main(n: int) -> int:
    t = Tally()
    t["a"] = n
    assert t["a"] + t["b"] == n
    assert t.get("b") == 0, "get calls __missing__"
    return t["a"]
