"""Acquire a set of resource leases for a maintenance job, releasing them in order."""
from contextlib import ExitStack, contextmanager, suppress, closing
import io


class LeaseError(RuntimeError):
    pass


class Registry:
    def __init__(self, capacity):
        self.capacity = dict(capacity)
        self.held = {}
        self.events = []

    def acquire(self, name, holder):
        if self.capacity.get(name, 0) <= 0:
            raise LeaseError(f"{name} unavailable for {holder}")
        self.capacity[name] -= 1
        self.held.setdefault(name, []).append(holder)
        self.events.append(f"+{name}")

    def release(self, name, holder):
        self.held[name].remove(holder)
        self.capacity[name] += 1
        self.events.append(f"-{name}")


class Lease:
    """A context manager class holding one resource."""

    def __init__(self, registry, name, holder):
        self.registry, self.name, self.holder = registry, name, holder

    def __enter__(self):
        self.registry.acquire(self.name, self.holder)
        return self

    def __exit__(self, exc_type, exc, tb):
        self.registry.release(self.name, self.holder)
        if exc_type is KeyError:
            self.registry.events.append(f"swallowed KeyError in {self.name}")
            return True
        return False

    def __repr__(self):
        return f"Lease({self.name!r})"


@contextmanager
def maintenance_window(registry, label):
    registry.events.append(f"open {label}")
    try:
        yield label.upper()
    except LeaseError as exc:
        registry.events.append(f"abort {label}: {exc}")
        raise
    else:
        registry.events.append(f"commit {label}")
    finally:
        registry.events.append(f"close {label}")


class Journal:
    def __init__(self):
        self.buffer = io.StringIO()
        self.closed = False

    def write(self, text):
        self.buffer.write(text + "\n")

    def close(self):
        self.closed = True


def run_job(registry, holder, resources, fail_at=None):
    with ExitStack() as stack:
        window = stack.enter_context(maintenance_window(registry, holder))
        leases = [stack.enter_context(Lease(registry, r, holder)) for r in resources]
        stack.callback(registry.events.append, f"callback for {holder}")
        if fail_at is not None:
            raise KeyError(fail_at)
        return f"{window} holds {leases}"


def main():
    reg = Registry({"db-primary": 1, "cache": 2, "queue": 1})
    print(run_job(reg, "job-a", ["db-primary", "cache"]))
    try:
        run_job(reg, "job-b", ["cache", "queue", "queue"])
    except LeaseError as exc:
        print("job-b failed:", exc)
    result = run_job(reg, "job-c", ["queue"], fail_at="missing-key")
    print("job-c result:", result)
    print(" ".join(reg.events))
    print("capacity after:", reg.capacity, {k: v for k, v in reg.held.items() if v})
    with suppress(LeaseError, ZeroDivisionError):
        reg.acquire("gpu", "job-d")
        print("not reached")
    journal = Journal()
    with closing(journal) as j:
        j.write("all jobs done")
    print(journal.closed, repr(journal.buffer.getvalue()))
    with ExitStack() as outer:
        outer.push(lambda *exc: print("push saw", exc[0].__name__ if exc[0] else None) or False)
        moved = outer.pop_all()
    with moved:
        pass


if __name__ == "__main__":
    main()
