# `gather` gives its results in the order of its arguments, not the order the coroutines
# finish in (the last argument sleeps least and finishes first), and a task's result is what
# its coroutine returned after the awaits.
# expect: proved
# inputs: (0,), (3,), (-4,), (10,)
import asyncio


async def scaled(x, factor, delay):
    await asyncio.sleep(delay)
    return x * factor


async def run(n):
    first = asyncio.create_task(scaled(n, 3, 0.05))
    results = await asyncio.gather(scaled(n, 2, 0.2), scaled(n + 1, 2, 0.1), scaled(n - 1, 2, 0))
    return results, await first


def main(n: int) -> int:
    (a, b, c), d = asyncio.run(run(n))
    assert a == 2 * n and b == 2 * n + 2 and c == 2 * n - 2
    assert d == 3 * n
    return a + b + c + d
