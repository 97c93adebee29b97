"""A three-stage pipeline (parse -> enrich -> store) connected by bounded queues in a TaskGroup."""
import asyncio

RAW = [
    "user=ada action=login ms=12",
    "user=bob action=search ms=40",
    "garbage line",
    "user=ada action=search ms=25",
    "user=cy action=logout ms=3",
    "user=bob action=login ms=9",
]

DONE = object()


async def parse(lines, out):
    bad = 0
    for line in lines:
        await asyncio.sleep(0.001)
        fields = dict(part.split("=", 1) for part in line.split() if "=" in part)
        if "user" not in fields:
            bad += 1
            continue
        fields["ms"] = int(fields["ms"])
        await out.put(fields)
    await out.put(DONE)
    return bad


async def enrich(inp, out, workers):
    async def worker(i):
        handled = 0
        while True:
            item = await inp.get()
            if item is DONE:
                await inp.put(DONE)
                return handled
            await asyncio.sleep(0.002 * (i + 1))
            item["slow"] = item["ms"] > 20
            item["by"] = i
            await out.put(item)
            handled += 1

    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(worker(i)) for i in range(workers)]
    await out.put(DONE)
    return [t.result() for t in tasks]


async def store(inp, db):
    while True:
        item = await inp.get()
        if item is DONE:
            return len(db)
        db.setdefault(item["user"], []).append((item["action"], item["slow"]))


async def run_pipeline(workers):
    q1 = asyncio.Queue(maxsize=2)
    q2 = asyncio.Queue(maxsize=2)
    db = {}
    async with asyncio.TaskGroup() as tg:
        parsed = tg.create_task(parse(RAW, q1))
        enriched = tg.create_task(enrich(q1, q2, workers))
        stored = tg.create_task(store(q2, db))
    return parsed.result(), sum(enriched.result()), stored.result(), db


def main():
    for workers in (1, 3):
        bad, handled, users, db = asyncio.run(run_pipeline(workers))
        print(f"workers={workers} bad={bad} handled={handled} users={users}")
        for user in sorted(db):
            print(f"  {user}: {sorted(db[user])}")
