import asyncio
import contextlib

class Connection:
    opened = 0

    def __init__(self, name):
        self.name = name
        self.closed = False

    async def __aenter__(self):
        Connection.opened += 1
        await asyncio.sleep(0.01)
        return self

    async def __aexit__(self, exc_type, exc, tb):
        self.closed = True
        print(f"close {self.name} ({exc_type.__name__ if exc_type else 'ok'})")
        return False

async def ticker(limit):
    n = 0
    try:
        while n < limit:
            cmd = yield n
            if cmd == "skip":
                n += 2
            else:
                n += 1
    finally:
        print(f"ticker stopped at {n}")

async def session(name, fail):
    async with Connection(name) as conn:
        gen = ticker(10)
        values = [await gen.asend(None)]
        values.append(await gen.asend("skip"))
        values.append(await gen.asend(None))
        await gen.aclose()
        if fail:
            raise ConnectionError(f"{conn.name} dropped")
        return values

async def main_async():
    ok = await session("db", False)
    print(ok)
    try:
        await session("cache", True)
    except ConnectionError as e:
        print("error:", e)
    b = asyncio.Barrier(2)
    async def side(tag):
        idx = await b.wait()
        return f"{tag}:{idx}"
    print(sorted(await asyncio.gather(side("x"), side("y"))))
    return Connection.opened

def main():
    with asyncio.Runner() as r:
        print("opened", r.run(main_async()))
