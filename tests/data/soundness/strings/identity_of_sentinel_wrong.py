# A stored sentinel is the module's constant itself: claiming it is another object fails.
# expect: failed
# inputs: (0,), (1,), (5,), (-3,)
REMOVED = "<removed-task>"


def main(n: int) -> None:
    entry = [n, "task"]
    if n > 0:
        entry[-1] = REMOVED
    assert entry[-1] is not REMOVED
