"""Profile pipeline stages with a context manager and a step counter instead of wall time."""
from contextlib import contextmanager
from collections import defaultdict


class FakeClock:
    def __init__(self):
        self.now = 0

    def advance(self, n):
        self.now += n


CLOCK = FakeClock()
TIMINGS = defaultdict(list)


@contextmanager
def timed(stage):
    start = CLOCK.now
    try:
        yield stage
    except ZeroDivisionError:
        TIMINGS[stage + " (failed)"].append(CLOCK.now - start)
        raise
    else:
        TIMINGS[stage].append(CLOCK.now - start)


class Stage:
    def __init__(self, name, cost):
        self.name, self.cost = name, cost

    def __enter__(self):
        print(f"> {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb):
        CLOCK.advance(self.cost)
        print(f"< {self.name}{' !' + exc_type.__name__ if exc_type else ''}")
        return exc_type is ValueError


def pipeline(records):
    with timed("load"), Stage("load", 3):
        data = [r.strip() for r in records]
    with timed("parse"), Stage("parse", 5):
        nums = [int(x) for x in data if x.lstrip("-").isdigit()]
    with Stage("validate", 1):
        if any(n < 0 for n in nums):
            raise ValueError("negative value")
        print("  never printed when negatives exist")
    try:
        with timed("ratio"), Stage("ratio", 2):
            return sum(nums) / nums.count(0)
    except ZeroDivisionError:
        return None


def main():
    print("result:", pipeline([" 4", "8 ", "x", "-2", "0"]))
    print("result:", pipeline(["1", "2", "3"]))
    for stage, times in sorted(TIMINGS.items()):
        print(f"{stage:<16} calls={len(times)} total={sum(times)} max={max(times)}")


if __name__ == "__main__":
    main()
