# The twin of taskgroup_results_after_block.py: a model ending the block before the slow task
# finished, or swapping the results, would agree with this assertion; it fails for every n.
# expect: failed
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
    assert slow == fast + 1
    return slow + fast
