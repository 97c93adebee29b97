# A TaskGroup's tasks are all done when its `async with` block ends: each result is what its
# coroutine returned, whatever order they finished in (the first sleeps longest).
# expect: proved
# inputs: (0,), (5,), (-3,), (12,)
import asyncio


async def shifted(x, by, delay):
    await asyncio.sleep(delay)
    return x + by


async def run(n):
    async with asyncio.TaskGroup() as tg:
        slow = tg.create_task(shifted(n, 10, 0.3))
        fast = tg.create_task(shifted(n, -1, 0.1))
    return slow.result(), fast.result()


def main(n: int) -> int:
    slow, fast = asyncio.run(run(n))
    assert slow - fast == 11
    assert slow == n + 10
    return slow + fast
