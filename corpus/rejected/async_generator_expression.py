# rejects: an asynchronous generator expression (a list comprehension of the same clauses runs)
import asyncio


async def pages():
    for n in range(3):
        await asyncio.sleep(0)
        yield n


async def total() -> int:
    lazy = (n * 2 async for n in pages())
    return sum([n async for n in lazy])


def main() -> int:
    return asyncio.run(total())
