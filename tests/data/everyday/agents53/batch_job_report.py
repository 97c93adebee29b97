"""Run a batch of fake jobs with a context-managed timer and summarise results."""
from contextlib import contextmanager
from collections import Counter


class JobFailed(Exception):
    pass


class Clock:
    def __init__(self):
        self.now = 0

    def tick(self, n):
        self.now += n


@contextmanager
def timed(clock, name, log):
    start = clock.now
    log.append(f"start {name}")
    try:
        yield
    except JobFailed as e:
        log.append(f"fail {name}: {e}")
        raise
    finally:
        log.append(f"end {name} after {clock.now - start}")


def make_job(name, cost, fail_on=None):
    def job(clock):
        for step in range(cost):
            clock.tick(1)
            if step == fail_on:
                raise JobFailed(f"{name} broke at step {step}")
        return cost * 10
    job.__name__ = name
    return job


def main():
    clock = Clock()
    log = []
    jobs = [make_job("extract", 3), make_job("transform", 5, fail_on=2), make_job("load", 2),
            make_job("index", 4), make_job("notify", 1, fail_on=0)]
    results, status = {}, Counter()
    for job in jobs:
        try:
            with timed(clock, job.__name__, log):
                results[job.__name__] = job(clock)
            status["ok"] += 1
        except JobFailed:
            status["failed"] += 1
    print("\n".join(log))
    print("results:", results)
    print("status:", dict(status), "elapsed:", clock.now)
    with open_report() as lines:
        lines.append("all done")
    print("total output:", sum(results.values()))


@contextmanager
def open_report():
    lines = []
    yield lines
    print("report:", " | ".join(lines))


if __name__ == "__main__":
    main()
