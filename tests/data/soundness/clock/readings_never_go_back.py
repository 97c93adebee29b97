# Each reading of the clock is unknown, but `perf_counter`, `monotonic` (and an event loop's
# `time()`, which is `monotonic`) never go back, and every reading is a finite float within
# what CPython's count of nanoseconds holds.
# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
import asyncio
import time


async def loop_ticks() -> bool:
    loop = asyncio.get_running_loop()
    first = loop.time()
    await asyncio.sleep(0)
    return loop.time() >= first


def main(k: int) -> int:
    start = time.perf_counter()
    time.sleep(0)
    assert time.perf_counter() >= start
    t0, t1 = time.monotonic(), time.monotonic()
    assert t1 >= t0
    n0 = time.perf_counter_ns()
    assert time.perf_counter_ns() - n0 >= 0
    assert asyncio.run(loop_ticks())
    assert -1e10 < time.time() < 1e10
    return k
