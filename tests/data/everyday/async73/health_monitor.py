"""Periodic health checks of several services until a shutdown event, then a summary."""
import asyncio
from collections import Counter

SCHEDULE = {
    "db": [True, True, False, True, True, True],
    "cache": [True, False, False, True, True, True],
    "queue": [True, True, True, True, True, True],
}


async def probe(service, n):
    await asyncio.sleep(0.005)
    plan = SCHEDULE[service]
    return plan[n % len(plan)]


async def monitor(service, interval, stop, results):
    n = 0
    while not stop.is_set():
        ok = await probe(service, n)
        results[service].append("up" if ok else "DOWN")
        n += 1
        try:
            await asyncio.wait_for(stop.wait(), timeout=interval)
        except TimeoutError:
            pass
    return n


async def main_async():
    stop = asyncio.Event()
    results = {name: [] for name in SCHEDULE}
    loop = asyncio.get_running_loop()
    loop.call_later(0.37, stop.set)
    async with asyncio.TaskGroup() as tg:
        tasks = {name: tg.create_task(monitor(name, 0.1, stop, results)) for name in SCHEDULE}
    rounds = {name: t.result() for name, t in tasks.items()}
    print("rounds:", rounds)
    for name, states in results.items():
        flaps = sum(1 for a, b in zip(states, states[1:]) if a != b)
        print(f"{name:6} {' '.join(states):24} availability={states.count('up') / len(states):.0%} flaps={flaps}")
    total = Counter(s for states in results.values() for s in states)
    print("overall:", dict(sorted(total.items())))


def main():
    asyncio.run(main_async())
