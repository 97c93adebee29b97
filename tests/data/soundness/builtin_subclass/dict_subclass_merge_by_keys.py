# A dict subclass with its own `__iter__` is copied through `keys()` and `[]` instead: its
# `__getitem__` decides every value, so the copy does not hold the count stored.
# expect: failed
# inputs: (0,), (3,), (-2,), (7,)
class Doubled(dict):
    def __iter__(self):
        return iter(list(self.keys()))

    def __getitem__(self, key):
        return 2 * super().__getitem__(key)


def main(n: int) -> int:
    d = Doubled()
    d["a"] = n
    e = {}
    try:
        e.update(d)
    except TypeError:
        return 0
    assert e["a"] == n, "copied as stored"
    return n
