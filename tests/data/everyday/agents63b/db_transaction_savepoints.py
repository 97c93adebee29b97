"""An in-memory key-value store with nested transactions as context managers."""
from typing import Any, Dict, List, Optional


class TxError(Exception):
    pass


class ConstraintViolation(TxError):
    def __init__(self, key: str, value: Any, rule: str):
        super().__init__(f"{key}={value!r} violates {rule}")
        self.key = key


class Store:
    def __init__(self) -> None:
        self.data: Dict[str, Any] = {}
        self.frames: List[Dict[str, Any]] = []
        self.events: List[str] = []

    def transaction(self, name: str) -> "Transaction":
        return Transaction(self, name)

    def set(self, key: str, value: Any) -> None:
        if key.endswith("_count") and (not isinstance(value, int) or value < 0):
            raise ConstraintViolation(key, value, "non-negative count")
        if self.frames and key not in self.frames[-1]:
            self.frames[-1][key] = self.data.get(key, _MISSING)
        self.data[key] = value

    def delete(self, key: str) -> None:
        if key not in self.data:
            raise KeyError(key)
        if self.frames and key not in self.frames[-1]:
            self.frames[-1][key] = self.data[key]
        del self.data[key]


_MISSING = object()


class Transaction:
    def __init__(self, store: Store, name: str) -> None:
        self.store = store
        self.name = name

    def __enter__(self) -> Store:
        self.store.frames.append({})
        self.store.events.append(f"begin {self.name}")
        return self.store

    def __exit__(self, exc_type, exc, tb) -> Optional[bool]:
        undo = self.store.frames.pop()
        if exc_type is None:
            if self.store.frames:
                for key, old in undo.items():
                    self.store.frames[-1].setdefault(key, old)
            self.store.events.append(f"commit {self.name}")
            return None
        for key, old in undo.items():
            if old is _MISSING:
                self.store.data.pop(key, None)
            else:
                self.store.data[key] = old
        self.store.events.append(f"rollback {self.name} ({exc_type.__name__})")
        return issubclass(exc_type, TxError)


def main():
    db = Store()
    with db.transaction("seed") as s:
        s.set("user_count", 2)
        s.set("motd", "hello")
    print(db.data)
    with db.transaction("outer") as s:
        s.set("motd", "maintenance")
        with db.transaction("inner") as s2:
            s2.set("user_count", 3)
            s2.set("user_count", -1)
            print("not reached")
        print("after inner:", db.data)
        with db.transaction("inner2"):
            s.delete("motd")
            s.set("banner", "v2")
    print("after outer:", db.data)
    try:
        with db.transaction("bad-delete") as s:
            s.set("banner", "v3")
            s.delete("nope")
    except KeyError as exc:
        print("KeyError escaped:", exc)
    print("state:", db.data)
    with db.transaction("outer2") as s:
        s.set("user_count", 10)
        try:
            with db.transaction("nested-fail") as s3:
                s3.set("user_count", 11)
                raise ValueError("boom")
        except ValueError as exc:
            print("caught", repr(exc), "count is", db.data["user_count"])
        raise ConstraintViolation("manual", None, "test rule")
    print("final:", db.data, "frames:", len(db.frames))
    for e in db.events:
        print(" ", e)


if __name__ == "__main__":
    main()
