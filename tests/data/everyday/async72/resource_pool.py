"""An async connection pool used with `async with`, guarded by a Lock and an Event."""
import asyncio


class Connection:
    def __init__(self, cid):
        self.cid = cid
        self.queries = 0

    async def query(self, sql):
        await asyncio.sleep(0.01)
        self.queries += 1
        if "DROP" in sql:
            raise PermissionError(f"conn {self.cid}: refusing {sql!r}")
        return f"{sql.split()[0].lower()} ok on conn {self.cid}"


class Pool:
    def __init__(self, size):
        self.free = [Connection(i) for i in range(size)]
        self.lock = asyncio.Lock()
        self.ready = asyncio.Event()
        self.log = []

    async def __aenter__(self):
        async with self.lock:
            await asyncio.sleep(0)
            self.ready.set()
            self.log.append("pool opened")
        return self

    async def __aexit__(self, exc_type, exc, tb):
        self.log.append(f"pool closed ({exc_type.__name__ if exc_type else 'clean'})")
        return False

    def lease(self):
        return Lease(self)


class Lease:
    def __init__(self, pool):
        self.pool = pool
        self.conn = None

    async def __aenter__(self):
        while not self.pool.free:
            await asyncio.sleep(0.005)
        self.conn = self.pool.free.pop(0)
        return self.conn

    async def __aexit__(self, exc_type, exc, tb):
        self.pool.free.append(self.conn)
        if exc_type is PermissionError:
            self.pool.log.append(f"swallowed: {exc}")
            return True
        return None


async def client(pool, name, statements):
    await pool.ready.wait()
    out = []
    for sql in statements:
        async with pool.lease() as conn:
            out.append(await conn.query(sql))
    return name, out


async def run():
    async with Pool(2) as pool:
        results = await asyncio.gather(
            client(pool, "reporting", ["SELECT 1", "SELECT 2"]),
            client(pool, "admin", ["DROP TABLE users", "UPDATE t SET x=1"]),
            client(pool, "etl", ["INSERT INTO t VALUES (1)"]),
        )
    for name, out in results:
        print(name, out)
    for line in pool.log:
        print(line)
    print("lock free:", not pool.lock.locked(), "event set:", pool.ready.is_set())
    try:
        async with Pool(1) as p2:
            raise KeyError("boom")
    except KeyError as e:
        print("propagated:", repr(e), p2.log[-1])
    return sum(c.queries for c in pool.free)


def main():
    n = asyncio.run(run())
    print("queries:", n)
    return n


if __name__ == "__main__":
    main()
