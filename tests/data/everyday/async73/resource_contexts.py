"""Async context managers for connections, used inside a TaskGroup, closed on every path."""
import asyncio

opened = []
closed = []


class Connection:
    counter = 0

    def __init__(self, host):
        Connection.counter += 1
        self.id = Connection.counter
        self.host = host
        self.queries = 0

    async def __aenter__(self):
        await asyncio.sleep(0.002)
        opened.append(f"{self.host}#{self.id}")
        return self

    async def __aexit__(self, exc_type, exc, tb):
        await asyncio.sleep(0.001)
        closed.append(f"{self.host}#{self.id}:{exc_type.__name__ if exc_type else 'ok'}")
        return False

    async def execute(self, sql):
        await asyncio.sleep(0.003)
        if "DROP" in sql:
            raise PermissionError(f"refused on {self.host}: {sql}")
        self.queries += 1
        return f"{self.host}: {sql.split()[0].lower()} ok"


async def job(host, statements):
    async with Connection(host) as conn:
        results = []
        for sql in statements:
            results.append(await conn.execute(sql))
        return results


async def main_async():
    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(job("primary", ["SELECT 1", "UPDATE t SET x = 1"]))
        b = tg.create_task(job("replica", ["SELECT 2"]))
    print(a.result())
    print(b.result())
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job("primary", ["SELECT 1", "DROP TABLE t"]))
            tg.create_task(job("replica", ["SELECT 1", "SELECT 2", "SELECT 3", "SELECT 4"]))
    except* PermissionError as eg:
        print("refused:", [str(e) for e in eg.exceptions])
    print("opened:", opened)
    print("closed:", sorted(closed))
    print("balanced:", len(opened) == len(closed))


def main():
    asyncio.run(main_async())
