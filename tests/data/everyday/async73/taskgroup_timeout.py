"""Deadlines around task groups: asyncio.timeout cancels the whole group."""
import asyncio
import time

progress = []


async def step(name, seconds):
    try:
        await asyncio.sleep(seconds)
        progress.append(name)
        return seconds
    except asyncio.CancelledError:
        progress.append(f"{name}!")
        raise


async def batch_with_deadline(durations, limit):
    tasks = []
    try:
        async with asyncio.timeout(limit):
            async with asyncio.TaskGroup() as tg:
                for i, d in enumerate(durations):
                    tasks.append(tg.create_task(step(f"job{i}", d)))
        outcome = "completed"
    except TimeoutError:
        outcome = "timed out"
    finished = [t.result() for t in tasks if not t.cancelled()]
    return outcome, finished, sum(t.cancelled() for t in tasks)


async def group_inside_wait_for():
    async def work():
        async with asyncio.TaskGroup() as tg:
            a = tg.create_task(step("fast", 0.01))
            b = tg.create_task(step("slow", 5))
        return a.result() + b.result()

    try:
        return await asyncio.wait_for(work(), timeout=0.1)
    except TimeoutError:
        return "wait_for gave up"


async def timeout_per_task():
    async def guarded(name, seconds, limit):
        try:
            async with asyncio.timeout(limit):
                return await step(name, seconds)
        except TimeoutError:
            return f"{name} timed out"

    async with asyncio.TaskGroup() as tg:
        tasks = [
            tg.create_task(guarded("t1", 0.01, 0.05)),
            tg.create_task(guarded("t2", 0.2, 0.05)),
            tg.create_task(guarded("t3", 0.03, 0.05)),
        ]
    return [t.result() for t in tasks]


def main():
    start = time.perf_counter()
    print(asyncio.run(batch_with_deadline([0.01, 0.02, 0.03], 1.0)))
    print(asyncio.run(batch_with_deadline([0.01, 0.2, 0.3], 0.1)))
    print(asyncio.run(group_inside_wait_for()))
    print(asyncio.run(timeout_per_task()))
    print(sorted(progress))
    elapsed = time.perf_counter() - start
    # 0.03 + 0.1 + 0.1 + 0.05 seconds of sleeping at least.
    print("waited at least 0.28s:", elapsed >= 0.28)
