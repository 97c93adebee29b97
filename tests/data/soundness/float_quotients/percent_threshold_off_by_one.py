# 101 / 100 is past 1.0: the bound reaches one too far.
# expect: failed
# inputs: (1,), (100,), (101,), (0,), (-3,)
def main(pct: int) -> float:
    if 0 < pct <= 101:
        threshold = pct / 100
        assert threshold <= 1.0
        return threshold
    return 0.0
