"""Deadlines with asyncio.timeout (3.11) around a batch of slow steps."""
import asyncio


async def step(name, seconds, log):
    log.append(f"begin {name}")
    await asyncio.sleep(seconds)
    log.append(f"end {name}")
    return seconds


async def batch(deadline, steps):
    log = []
    spent = 0.0
    try:
        async with asyncio.timeout(deadline) as scope:
            for name, seconds in steps:
                spent += await step(name, seconds, log)
        status = "completed"
    except TimeoutError:
        status = f"deadline hit (expired={scope.expired()})"
    return status, spent, log


async def main_async():
    plans = [
        (1.0, [("fetch", 0.2), ("parse", 0.1), ("store", 0.3)]),
        (0.25, [("fetch", 0.2), ("parse", 0.1), ("store", 0.3)]),
    ]
    summary = []
    for deadline, steps in plans:
        status, spent, log = await batch(deadline, steps)
        print(f"deadline {deadline}: {status}; spent {spent:.1f}s")
        print("  " + " | ".join(log))
        summary.append(status == "completed")
    async with asyncio.timeout(None) as unbounded:
        await asyncio.sleep(0.01)
    print("no deadline:", unbounded.when(), unbounded.expired())
    return summary


def main():
    result = asyncio.run(main_async())
    print(result)
    return result


if __name__ == "__main__":
    main()
