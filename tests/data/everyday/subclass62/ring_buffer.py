"""Bounded event history and a work queue on deque subclasses."""
from collections import deque


class History(deque):
    def __init__(self, size=3, items=()):
        super().__init__(items, maxlen=size)

    def latest(self):
        return self[-1] if self else None

    def record(self, event):
        dropped = self[0] if self.maxlen is not None and len(self) == self.maxlen else None
        self.append(event)
        return dropped


class WorkQueue(deque):
    def push(self, job, urgent=False):
        if urgent:
            self.appendleft(job)
        else:
            self.append(job)

    def take(self):
        return self.popleft() if self else None


def main():
    h = History()
    for event in ["boot", "login", "query", "logout", "halt"]:
        dropped = h.record(event)
        print(f"{event:>7}: {list(h)} dropped={dropped}")
    print("latest:", h.latest(), h.maxlen, len(h), h[0], h[-2])
    print("repr:", repr(h), str(History(2, "ab")))
    h.rotate(1)
    print("rotated:", list(h), h.index("halt"), "query" in h, h.count("halt"))
    h.extendleft(["x", "y"])
    print("extendleft:", h)
    print("types:", type(h).__name__, isinstance(h, deque), isinstance(h, list))
    print("eq:", h == deque(["y", "x", "halt"]), h == ["y", "x", "halt"])
    try:
        h.copy()
    except TypeError as e:
        print("copy calls History(h, 3):", e)

    q = WorkQueue(["a", "b"])
    q.push("c")
    q.push("fire", urgent=True)
    print("queue:", q, q.maxlen, len(q))
    print("take:", q.take(), q.take(), q)
    twin = q.copy()
    twin.append("z")
    print("copy:", type(twin).__name__, twin, q, twin is q)
    bounded = WorkQueue("abcdef", 4)
    print("bounded:", bounded, bounded.maxlen, list(reversed(bounded)))
    print("copy bounded:", bounded.copy(), type(bounded.copy()).__name__)
    while q:
        q.take()
    print("empty take:", q.take(), bool(q))
    try:
        q.popleft()
    except IndexError as e:
        print("IndexError:", e)
    try:
        History(-1)
    except ValueError as e:
        print("ValueError:", e)
    try:
        WorkQueue([1], 2, 3)
    except TypeError as e:
        print("TypeError:", e)
    try:
        bounded.remove("zz")
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()
