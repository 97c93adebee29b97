"""Where did it fail? Report the program's own frames of exceptions that crossed tasks."""
import asyncio
import traceback


async def parse_amount(text):
    await asyncio.sleep(0.001)
    return int(text)


async def load_row(row):
    amount = await parse_amount(row["amount"])
    return row["id"], amount


async def direct():
    return await load_row({"id": 1, "amount": "12x"})


async def via_task():
    task = asyncio.create_task(load_row({"id": 2, "amount": "?"}))
    return await task


async def via_gather():
    return await asyncio.gather(load_row({"id": 3, "amount": "7"}), load_row({"id": 4, "amount": "n/a"}))


async def via_wait_for():
    return await asyncio.wait_for(load_row({"id": 5, "amount": ""}), timeout=1)


def own_frames(exc):
    frames = traceback.extract_tb(exc.__traceback__)
    return [f"{f.name}:{f.lineno} {f.line}" for f in frames if f.filename.endswith("task_tracebacks.py")]


def main():
    for job in (direct, via_task, via_gather, via_wait_for):
        try:
            asyncio.run(job())
        except ValueError as e:
            print(f"{job.__name__}: {e}")
            for line in own_frames(e):
                print("   ", line)
