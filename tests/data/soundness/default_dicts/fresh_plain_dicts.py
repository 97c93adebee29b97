# A dict the interpreter makes (`dict(...)`, `dict.fromkeys`) becomes the prover's once nothing
# else holds it: a term stored through one name is seen through every other, and a copy made
# by `dict()` is another dict.
# expect: proved
# inputs: (0,), (1,), (-3,), (8,)
def main(n: int) -> int:
    base = dict(a=1)
    alias = base
    alias["b"] = n
    assert base["b"] == n and list(base) == ["a", "b"]
    copy = dict(base)
    copy["a"] = n
    assert base["a"] == 1 and copy["a"] == n and copy is not base
    marks = dict.fromkeys(["x", "y"], 0)
    marks["x"] += n
    assert marks == {"x": n, "y": 0}
    return len(base)
