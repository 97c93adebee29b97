# Tasks sleeping for delays the inputs give finish in an order only the inputs decide: the
# prover does not follow the event loop's choice among timers of unknown deadlines and skips,
# naming the `asyncio.sleep`, rather than guess which task appends first.
# expect: skipped
# inputs: (1, 2), (2, 1), (3, 3), (10, 0)
import asyncio


async def pause(delay, out):
    await asyncio.sleep(delay / 100)
    out.append(delay)


async def run(n, m):
    out = []
    await asyncio.gather(pause(n, out), pause(m, out))
    return out


def main(n: int, m: int) -> int:
    if not (1 <= n <= 10 and 1 <= m <= 10):
        return 0
    out = asyncio.run(run(n, m))
    assert sorted(out) == sorted([n, m])
    return out[0]
