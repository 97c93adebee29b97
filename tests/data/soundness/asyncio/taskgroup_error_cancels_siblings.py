# A task of a TaskGroup that fails cancels its siblings, and the block raises an
# ExceptionGroup holding the failure; the handler sees the sibling cancelled.
# expect: proved
# inputs: (0,), (4,), (-2,), (9,)
import asyncio


async def checked(x, delay):
    await asyncio.sleep(delay)
    if x >= 0:
        raise ValueError("negative required")
    return x


async def run(n):
    tasks = []
    count = 0
    try:
        async with asyncio.TaskGroup() as tg:
            tasks.append(tg.create_task(checked(abs(n), 0.1)))
            tasks.append(tg.create_task(checked(-1, 0.5)))
    except* ValueError as group:
        count = len(group.exceptions)
    return count, tasks[1].cancelled()


def main(n: int) -> int:
    count, cancelled = asyncio.run(run(n))
    assert count == 1
    assert cancelled
    return count
