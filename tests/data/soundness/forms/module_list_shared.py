# A module-level list is one object: a helper's append is seen by the caller.
# expect: failed
# inputs: (0,), (4,), (1,), (-1,)
SEEN = []


def note(x: int) -> None:
    SEEN.append(x)


def main(n: int) -> int:
    note(n)
    note(n)
    assert len(SEEN) == 1
    return len(SEEN)
