# A keyword replacing a key the dict has keeps that key's place: the keys are `x`, then
# `items`, then `extra`; claiming `extra` comes first fails.
# expect: failed
# inputs: (0,), (5,), (-3,), (40,)


def main(n: int) -> int:
    base = {"x": 1, "items": [n]}
    merged = dict(base, extra=n, x=2)
    assert list(merged)[0] == "extra" or merged["x"] != 2
    return len(merged)
