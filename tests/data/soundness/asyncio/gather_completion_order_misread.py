# The twin of gather_keeps_argument_order.py: a model handing back results in the order the
# coroutines finish would give c first; the program asserting that order fails for every n.
# expect: failed
# inputs: (0,), (3,), (-4,), (7,)
import asyncio


async def scaled(x, factor, delay):
    await asyncio.sleep(delay)
    return x * factor


async def run(n):
    return await asyncio.gather(scaled(n, 2, 0.2), scaled(n + 1, 2, 0.1), scaled(n - 1, 2, 0))


def main(n: int) -> int:
    first, second, third = asyncio.run(run(n))
    assert first == 2 * n - 2
    return first + second + third
