# The wall clock may be set back between two readings (CPython promises nothing of
# `time.time()`'s order), so this is not proved, though it holds on a quiet machine (nor refuted: no run shows it).
# expect: skipped
# inputs: (0,), (1,), (5,), (-3,)
import time


def main(k: int) -> int:
    first = time.time()
    second = time.time()
    assert second >= first or k == 0
    return 0
