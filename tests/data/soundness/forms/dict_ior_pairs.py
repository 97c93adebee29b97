# `d |= pairs` is `d.update(pairs)` (only `d | pairs` is a TypeError): the dict grows, so the
# fallback for a TypeError never runs.
# expect: failed
# inputs: (0,), (3,), (-2,), (7,)
def main(n: int) -> int:
    d = {"a": n}
    try:
        d |= [("b", 1)]
    except TypeError:
        return 0
    assert len(d) == 1, "unchanged"
    return n
