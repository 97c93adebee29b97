"""A connection pool with context managers, timing blocks and guaranteed release."""
from contextlib import contextmanager, suppress


class PoolExhausted(Exception):
    pass


class Connection:
    def __init__(self, cid):
        self.cid = cid
        self.queries = 0

    def query(self, sql):
        if "DROP" in sql.upper():
            raise PermissionError(f"refused on conn {self.cid}: {sql}")
        self.queries += 1
        return f"conn{self.cid}:{sql.split()[0].lower()}#{self.queries}"


class Pool:
    def __init__(self, size):
        self.free = [Connection(i) for i in range(size)]
        self.in_use = set()
        self.events = []

    def acquire(self):
        if not self.free:
            raise PoolExhausted(f"all {len(self.in_use)} connections busy")
        conn = self.free.pop()
        self.in_use.add(conn.cid)
        self.events.append(f"+{conn.cid}")
        return conn

    def release(self, conn):
        self.in_use.discard(conn.cid)
        self.free.append(conn)
        self.events.append(f"-{conn.cid}")

    @contextmanager
    def connection(self):
        conn = self.acquire()
        try:
            yield conn
        finally:
            self.release(conn)


class Step:
    depth = 0

    def __init__(self, label):
        self.label = label

    def __enter__(self):
        print("  " * Step.depth + f"> {self.label}")
        Step.depth += 1
        return self

    def __exit__(self, exc_type, exc, tb):
        Step.depth -= 1
        status = "ok" if exc_type is None else f"failed: {exc_type.__name__}"
        print("  " * Step.depth + f"< {self.label} ({status})")
        return exc_type is PermissionError


def main():
    pool = Pool(2)
    with Step("migrate"):
        with pool.connection() as a, pool.connection() as b:
            print("   ", a.query("SELECT 1"), b.query("UPDATE t SET x=1"))
            try:
                with pool.connection():
                    pass
            except PoolExhausted as e:
                print("    exhausted:", e)
        with Step("dangerous"):
            with pool.connection() as c:
                c.query("drop table users")
            print("    not reached")
        print("    after dangerous step, free:", len(pool.free))
    with suppress(KeyError):
        with pool.connection() as d:
            print("   ", d.query("INSERT INTO log VALUES (1)"))
            {}["missing"]
    print("events:", " ".join(pool.events))
    print("in use:", pool.in_use, "free:", sorted(c.cid for c in pool.free))
    try:
        with Step("outer"):
            raise ValueError("boom")
    except ValueError as e:
        print("propagated:", e)


if __name__ == "__main__":
    main()
