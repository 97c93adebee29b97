# The twin of taskgroup_error_cancels_siblings.py: a model letting the sibling run to its end
# would agree that it was not cancelled; CPython cancels it, so this fails for every n.
# expect: failed
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
    assert not cancelled
    return count
