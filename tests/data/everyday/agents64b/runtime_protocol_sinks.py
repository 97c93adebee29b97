"""Log sinks checked against runtime_checkable Protocols before being wired in."""
from typing import Protocol, runtime_checkable, Iterable


@runtime_checkable
class Sink(Protocol):
    def write(self, line: str) -> None: ...


@runtime_checkable
class Flushable(Protocol):
    def flush(self) -> int: ...


@runtime_checkable
class Sized(Protocol):
    def __len__(self) -> int: ...


class MemorySink:
    def __init__(self):
        self.lines = []

    def write(self, line):
        self.lines.append(line)

    def __len__(self):
        return len(self.lines)


class BufferedSink:
    def __init__(self, target, size=2):
        self.target = target
        self.size = size
        self.buffer = []

    def write(self, line):
        self.buffer.append(line)
        if len(self.buffer) >= self.size:
            self.flush()

    def flush(self):
        n = len(self.buffer)
        for line in self.buffer:
            self.target.write(line)
        self.buffer.clear()
        return n


class UpperFilter:
    def __init__(self, target):
        self.target = target

    def write(self, line):
        self.target.write(line.upper())


class NotASink:
    write = "not callable"

    def flush(self):
        return 0


class Logger:
    def __init__(self, sinks: Iterable):
        self.sinks = []
        for s in sinks:
            if not isinstance(s, Sink):
                raise TypeError(f"{type(s).__name__} is not a Sink")
            self.sinks.append(s)

    def log(self, level, msg):
        for s in self.sinks:
            s.write(f"[{level}] {msg}")

    def close(self):
        flushed = 0
        for s in self.sinks:
            if isinstance(s, Flushable):
                flushed += s.flush()
        return flushed


def main():
    mem = MemorySink()
    upper_mem = MemorySink()
    buffered = BufferedSink(UpperFilter(upper_mem), size=3)
    logger = Logger([mem, buffered])
    for i, (lvl, msg) in enumerate([("info", "boot"), ("warn", "disk 91%"), ("info", "ready"),
                                    ("error", "lost peer"), ("info", "retry")]):
        logger.log(lvl, f"{i}:{msg}")
        print(f"after {i}: mem={len(mem)} upper={len(upper_mem)} pending={len(buffered.buffer)}")
    print("flushed at close:", logger.close())
    print(mem.lines[-1], "|", upper_mem.lines)
    for obj in [mem, buffered, UpperFilter(mem), NotASink(), "text", [1]]:
        print(type(obj).__name__, isinstance(obj, Sink), isinstance(obj, Flushable), isinstance(obj, Sized))
    try:
        Logger([mem, 42])
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        Sink()
    except TypeError as exc:
        print("TypeError:", exc)


if __name__ == "__main__":
    main()
