# The heapq recipe's sentinel: one module constant stored in an entry is that object, and a
# task name that differs from it is another object, so `is not` answers as CPython does.
# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
REMOVED = "<removed-task>"


def main(n: int) -> None:
    entry = [n, "write code"]
    if n > 0:
        entry[-1] = REMOVED
    task = entry[-1]
    assert (task is not REMOVED) == (n <= 0)
    assert (task is REMOVED) == (n > 0)
    kept = [REMOVED, "x"]
    assert kept[0] is REMOVED and kept[1] is not REMOVED
