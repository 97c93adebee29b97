# rejects: await inside an assignment's target (await the key into a name first)
import asyncio


async def slot() -> int:
    await asyncio.sleep(0)
    return 1


async def fill() -> list:
    cells = [0, 0, 0]
    cells[await slot()] = 5
    return cells


def main() -> int:
    return sum(asyncio.run(fill()))
