"""Acquire named locks in a fixed order with contextlib helpers, detecting misuse."""
from contextlib import contextmanager, suppress, ExitStack


class LockError(RuntimeError):
    pass


class LockOrderViolation(LockError):
    def __init__(self, held, wanted):
        super().__init__(f"acquiring {wanted!r} while holding {held!r} breaks lock order")
        self.held = held
        self.wanted = wanted


class LockManager:
    ORDER = ["accounts", "orders", "inventory", "audit"]

    def __init__(self):
        self.held = []
        self.log = []

    def rank(self, name):
        try:
            return self.ORDER.index(name)
        except ValueError:
            raise LockError(f"unknown lock {name!r}") from None

    @contextmanager
    def lock(self, name):
        r = self.rank(name)
        if self.held and self.rank(self.held[-1]) >= r:
            raise LockOrderViolation(self.held[-1], name)
        self.held.append(name)
        self.log.append(f"+{name}")
        try:
            yield name
        finally:
            self.held.remove(name)
            self.log.append(f"-{name}")

    @contextmanager
    def many(self, *names):
        with ExitStack() as stack:
            got = [stack.enter_context(self.lock(n)) for n in sorted(names, key=self.rank)]
            yield got


def transfer(mgr, amount):
    with mgr.lock("accounts"), mgr.lock("audit"):
        if amount <= 0:
            raise ValueError(f"bad amount {amount}")
        return f"moved {amount} holding {mgr.held}"


def main():
    mgr = LockManager()
    print(transfer(mgr, 50))
    try:
        transfer(mgr, -5)
    except ValueError as exc:
        print("ValueError:", exc, "| held after:", mgr.held)
    try:
        with mgr.lock("inventory"):
            with mgr.lock("orders"):
                pass
    except LockOrderViolation as exc:
        print(exc, (exc.held, exc.wanted))
    with mgr.many("audit", "orders", "accounts") as got:
        print("many:", got, mgr.held)
    print("after many:", mgr.held)
    with suppress(LockError):
        with mgr.lock("cache"):
            print("never")
    print("suppressed unknown lock")
    try:
        with mgr.lock("ledger"):
            pass
    except LockError as exc:
        print(type(exc).__name__, exc, exc.__cause__, exc.__suppress_context__)
    with suppress(KeyError, IndexError):
        with mgr.lock("orders"):
            {}["x"]
    print("held:", mgr.held)
    print(" ".join(mgr.log))
    print(mgr.log.count("+accounts"), len(mgr.log))


if __name__ == "__main__":
    main()
