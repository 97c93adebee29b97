# A percentage over a hundred as a threshold: proved within (0, 1] for 1..100 only.
# expect: proved
# inputs: (1,), (100,), (50,), (0,), (101,), (-3,)
def main(pct: int) -> float:
    if 0 < pct <= 100:
        threshold = pct / 100
        assert 0.0 < threshold <= 1.0
        return threshold
    return 0.0
