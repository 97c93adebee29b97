# `dict(d)`, `e.update(d)` and `{**d}` of a dict subclass without its own `__iter__` copy the
# dict it holds whole: the class's `__getitem__` and `keys` are not read.
# expect: proved
# inputs: (0,), (3,), (-2,), (7,)
class Shown(dict):
    def __getitem__(self, key):
        return "hidden"

    def keys(self):
        return ["a", "missing"]


def main(n: int) -> int:
    d = Shown()
    d["a"] = n
    e = {}
    e.update(d)
    assert dict(d) == {"a": n} and e == {"a": n} and {**d} == {"a": n}
    f = {"z": 0}
    f |= d
    assert f == {"z": 0, "a": n} and d["a"] == "hidden"
    return n
