# The twin of `agen_aclose_awaits.py`: the `finally` awaits and then logs, so the log holds
# four entries, not three, for every n.
# expect: failed
# inputs: (0,), (2,), (7,), (-1,)
import asyncio


async def numbers(log):
    try:
        yield 1
        yield 2
    finally:
        log.append("fin")
        await asyncio.sleep(0)
        log.append("slept")


async def consume(log):
    agen = numbers(log)
    async for value in agen:
        log.append(value)
        break
    await agen.aclose()
    log.append("closed")


def main(n: int) -> int:
    log = []
    asyncio.run(consume(log))
    assert len(log) == 3
    return n + len(log)
