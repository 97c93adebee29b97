"""Log triage: a parser class whose handlers are its own bound methods, picked by level."""
import operator
import sys

LINES = [
    "2024-05-01 10:00:01 INFO service started",
    "2024-05-01 10:00:07 WARN disk at 81%",
    "2024-05-01 10:01:13 ERROR upload failed: timeout",
    "2024-05-01 10:02:00 INFO heartbeat",
    "2024-05-01 10:02:30 ERROR upload failed: refused",
    "2024-05-01 10:03:45 DEBUG cache warm",
]


class Triage:
    def __init__(self):
        self.counts = {}
        self.errors = []
        self.handlers = {"ERROR": self.on_error, "WARN": self.on_warn}

    def on_error(self, stamp, text):
        self.errors.append((stamp, text))

    def on_warn(self, stamp, text):
        print("warning at", stamp, "->", text)

    def feed(self, line):
        day, clock, level, text = line.split(" ", 3)
        self.counts[level] = self.counts.get(level, 0) + 1
        handler = self.handlers.get(level)
        if handler is not None:
            handler(f"{day}T{clock}", text)


def main():
    program = sys.argv[0]
    print("argv has", len(sys.argv), "item;", "program ends in .py:", program.endswith(".py"))
    if sys.version_info >= (3, 8):
        print("walrus available")
    if sys.version_info < (3, 0):
        print("python 2?")
    triage = Triage()
    for line in LINES:
        triage.feed(line)
    by_count = sorted(triage.counts.items(), key=operator.itemgetter(1, 0), reverse=True)
    print(by_count)
    for stamp, text in triage.errors:
        print(stamp, text.partition(": ")[2])
    feed = triage.feed
    feed("2024-05-01 10:04:00 ERROR quota")
    print(len(triage.errors), triage.handlers["ERROR"] == triage.on_error)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
