# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
from collections import defaultdict

BASE = {"a": 1, "b": 2}


def main(k: int) -> int:
    merged = BASE | {"b": k, "c": 3}
    assert list(merged) == ["a", "b", "c"] and merged["b"] == k and BASE["b"] == 2
    counts = defaultdict(int, {"x": 1})
    left = {"y": k} | counts
    right = counts | {"y": k}
    left["z"] += 1
    right["z"] += 2
    assert list(left) == ["y", "x", "z"] and list(right) == ["x", "y", "z"]
    assert left["z"] == 1 and right["z"] == 2 and "z" not in counts
    merged.update([("d", k), ["a", 0]], e=5)
    assert list(merged) == ["a", "b", "c", "d", "e"] and merged["a"] == 0 and merged["d"] == k
    return merged["b"] + left["y"]
