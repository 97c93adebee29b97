# `await agen.aclose()` throws `GeneratorExit` into the body as CPython's `athrow` does: its
# `finally` runs, awaiting on the loop, before `aclose` returns. clauz3 closed it as a plain
# generator, where the `await` made CPython's RuntimeError "generator ignored GeneratorExit".
# expect: proved
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
    assert log == [1, "fin", "slept", "closed"]
    return n + len(log)
