"""Batches of downloads run on one asyncio.Runner: workers meet at a Barrier between
phases, a paginated source is an async generator driven with asend and closed early."""
import asyncio


async def pages(source):
    page = 0
    try:
        while page < len(source):
            size = yield source[page]
            if size:
                print(f"  page size hint {size}")
            page += 1
    finally:
        print(f"  pages closed after {page}")


async def worker(name, barrier, delay, log):
    await asyncio.sleep(delay)
    log.append(f"{name} fetched")
    order = await barrier.wait()
    log.append(f"{name} past barrier #{order}")
    return name.upper()


async def phase(names):
    barrier = asyncio.Barrier(len(names))
    log = []
    results = await asyncio.gather(*(worker(n, barrier, 0.1 * (i + 1), log) for i, n in enumerate(names)))
    return results, log


async def read_pages():
    gen = pages([["a", "b"], ["c"], ["d", "e"], ["f"]])
    first = await gen.asend(None)
    second = await gen.asend(50)
    collected = first + second
    async for batch in gen:
        collected += batch
        if len(collected) >= 4:
            break
    await gen.aclose()
    try:
        await gen.asend(None)
    except StopAsyncIteration:
        print("  generator exhausted")
    return collected


async def broken_phase():
    barrier = asyncio.Barrier(3)

    async def waiter():
        try:
            await barrier.wait()
        except asyncio.BrokenBarrierError:
            return "broken"
        return "passed"

    task = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    await barrier.abort()
    return await task, barrier.broken


def main():
    with asyncio.Runner() as runner:
        results, log = runner.run(phase(["alpha", "beta", "gamma"]))
        print(results)
        print("\n".join(log))
        print(runner.run(read_pages()))
        print(runner.run(broken_phase()))
        loop = runner.get_loop()
        print(loop.is_closed())
    print(loop.is_closed())
    pending = asyncio.sleep(0)
    try:
        runner.run(pending)
    except RuntimeError as e:
        print("RuntimeError:", e)
        pending.close()

    async def compute():
        return 42

    coro = compute()
    try:
        for _ in coro:
            pass
    except TypeError as e:
        print("TypeError:", e)
    print(asyncio.run(coro))
