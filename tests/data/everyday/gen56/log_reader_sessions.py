"""Stream parsed log records out of in-memory files, each read inside a session that must be
closed however the consumer stops: at the end, on a `break`, on a bad line, or by `close()`."""
import io
from contextlib import contextmanager

LOGS = {
    "api.log": "INFO start\nWARN slow 120\nINFO ok\nERROR boom\nINFO done\n",
    "db.log": "INFO connect\nINFO query 3\nWARN lag 40\n",
    "bad.log": "INFO fine\nnonsense\nINFO never\n",
}

EVENTS = []


class Session:
    """Counts open sessions; `__exit__` records how each one ended."""

    open_count = 0

    def __init__(self, name):
        self.name = name

    def __enter__(self):
        Session.open_count += 1
        EVENTS.append(f"open {self.name}")
        return io.StringIO(LOGS[self.name])

    def __exit__(self, exc_type, exc, tb):
        Session.open_count -= 1
        how = "ok" if exc_type is None else exc_type.__name__
        EVENTS.append(f"close {self.name} ({how})")
        return False


def records(name):
    with Session(name) as handle:
        for number, line in enumerate(handle, start=1):
            level, _, rest = line.strip().partition(" ")
            if level not in ("INFO", "WARN", "ERROR"):
                raise ValueError(f"{name}:{number}: bad level {level!r}")
            yield level, rest


@contextmanager
def section(title):
    EVENTS.append(f"[{title}]")
    try:
        yield title.upper()
    finally:
        EVENTS.append(f"[/{title}]")


def errors_first(names):
    with section("scan") as tag:
        for name in names:
            for level, rest in records(name):
                if level != "INFO":
                    yield tag, name, level, rest


def main():
    counts = {}
    for level, _ in records("api.log"):
        counts[level] = counts.get(level, 0) + 1
    print("api levels:", sorted(counts.items()))

    for level, rest in records("db.log"):
        if level == "WARN":
            print("first db warning:", rest)
            break
    print("open after break:", Session.open_count)

    try:
        print("bad:", [r for r in records("bad.log")])
    except ValueError as e:
        print("refused:", e)

    stream = records("api.log")
    print("peek:", next(stream))
    stream.close()
    print("open after close:", Session.open_count)

    print("header:", next(records("db.log")))
    print("open after next:", Session.open_count)

    for hit in errors_first(["api.log", "db.log"]):
        print("hit:", hit)

    for line in EVENTS:
        print(line)
    return Session.open_count


if __name__ == "__main__":
    main()
