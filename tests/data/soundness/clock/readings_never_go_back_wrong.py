# Time passes between two readings, but nothing says how much: an elapsed time of at least
# `k` seconds is not promised (and CPython takes far less than a second here).
# expect: failed
# inputs: (0,), (1,), (5,), (-3,)
import time


def main(k: int) -> int:
    start = time.perf_counter()
    time.sleep(0)
    elapsed = time.perf_counter() - start
    assert elapsed >= k
    return 0
