"""In-memory key-value store with nested transactions via context managers."""
from contextlib import contextmanager, suppress


class TxnAborted(Exception):
    pass


class Store:
    def __init__(self):
        self.data = {}
        self._stack = []
        self.log = []

    @contextmanager
    def transaction(self, name):
        snapshot = dict(self.data)
        self._stack.append(name)
        depth = len(self._stack)
        self.log.append(f"{'  ' * (depth - 1)}begin {name}")
        try:
            yield self
        except Exception as exc:
            self.data = snapshot
            self.log.append(f"{'  ' * (depth - 1)}rollback {name}: {type(exc).__name__}")
            raise
        else:
            self.log.append(f"{'  ' * (depth - 1)}commit {name}")
        finally:
            self._stack.pop()

    def set(self, key, value):
        if not self._stack:
            raise RuntimeError("writes need a transaction")
        if value is None:
            raise TxnAborted(f"null value for {key}")
        self.data[key] = value


class Timer:
    def __init__(self, label, ticks):
        self.label = label
        self.ticks = ticks
        self.elapsed = None

    def __enter__(self):
        self.start = self.ticks[0]
        return self

    def __exit__(self, exc_type, exc, tb):
        self.ticks[0] += 5
        self.elapsed = self.ticks[0] - self.start
        print(f"[{self.label}] {self.elapsed} ticks, error={exc_type.__name__ if exc_type else None}")
        return exc_type is KeyError


def main():
    db = Store()
    with db.transaction("seed") as s:
        s.set("alice", 100)
        s.set("bob", 50)
    try:
        with db.transaction("transfer"):
            db.set("alice", db.data["alice"] - 30)
            with db.transaction("fee"):
                db.set("bank", 1)
            db.set("bob", None)
    except TxnAborted as e:
        print("aborted:", e)
    with db.transaction("outer"):
        db.set("carol", 5)
        with suppress(TxnAborted):
            with db.transaction("inner"):
                db.set("carol", 6)
                db.set("dave", None)
        db.set("erin", 7)
    print(sorted(db.data.items()))
    print("\n".join(db.log))
    try:
        db.set("x", 1)
    except RuntimeError as e:
        print("error:", e)
    ticks = [0]
    with Timer("lookup", ticks) as t:
        db.data["zed"]
    print("swallowed KeyError, elapsed", t.elapsed)
    try:
        with Timer("math", ticks):
            1 / 0
    except ZeroDivisionError:
        print("ZeroDivisionError propagated")
    with Timer("noop", ticks):
        pass
    return len(db.data)


if __name__ == "__main__":
    main()
