"""Opening a batch of fake connections with ExitStack, rolling back on failure."""
from contextlib import ExitStack, contextmanager


EVENTS = []


class ConnectError(OSError):
    pass


class Connection:
    def __init__(self, host, fail=False):
        if fail:
            raise ConnectError(f"cannot reach {host}")
        self.host = host
        self.closed = False
        EVENTS.append(f"open {host}")

    def send(self, msg):
        if self.closed:
            raise RuntimeError(f"{self.host} is closed")
        if "!" in msg:
            raise ValueError(f"{self.host} rejected {msg!r}")
        return len(msg)

    def close(self):
        self.closed = True
        EVENTS.append(f"close {self.host}")

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        self.close()
        return False


@contextmanager
def transaction(name):
    EVENTS.append(f"begin {name}")
    try:
        yield name
    except Exception as exc:
        EVENTS.append(f"rollback {name} ({type(exc).__name__})")
        raise
    else:
        EVENTS.append(f"commit {name}")


def broadcast(hosts, message, down=()):
    with ExitStack() as stack:
        conns = [stack.enter_context(Connection(h, fail=h in down)) for h in hosts]
        stack.enter_context(transaction("bcast"))
        stack.callback(EVENTS.append, "callback ran")
        return sum(c.send(message) for c in conns)


def main():
    cases = [(["a", "b", "c"], "hello", ()), (["a", "b", "c"], "boom!", ()),
             (["a", "b", "c"], "hi", ("c",)), ([], "empty", ())]
    for hosts, msg, down in cases:
        EVENTS.clear()
        try:
            print("sent", broadcast(hosts, msg, down), "bytes")
        except (OSError, ValueError) as exc:
            print(type(exc).__name__, "->", exc)
        print("  ", EVENTS)
    EVENTS.clear()
    with ExitStack() as outer:
        c1 = outer.enter_context(Connection("keep"))
        saved = outer.pop_all()
    print(c1.closed, EVENTS)
    saved.close()
    print(c1.closed, EVENTS)
    try:
        c1.send("late")
    except RuntimeError as exc:
        print("RuntimeError:", exc)


if __name__ == "__main__":
    main()
