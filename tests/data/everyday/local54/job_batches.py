"""A batch runner that defines its job types and a timing context manager inside main()."""
from dataclasses import dataclass


def main():
    log = []

    @dataclass
    class Job:
        name: str
        cost: int

        def run(self):
            return self.cost * 2

    class RetryJob(Job):
        def run(self):
            return super().run() + 1

    class Stage:
        def __init__(self, label, sink):
            self.label = label
            self.sink = sink

        def __enter__(self):
            self.sink.append(f"start {self.label}")
            return self

        def __exit__(self, kind, exc, tb):
            self.sink.append(f"end {self.label}" + (f" ({kind.__name__})" if kind else ""))
            return kind is ZeroDivisionError

    jobs = [Job("fetch", 3), RetryJob("parse", 5), Job("store", 0)]
    totals = {}
    for job in jobs:
        with Stage(job.name, log):
            totals[job.name] = job.run()
            if job.cost == 0:
                print("ratio", 10 // job.cost)
    print(log)
    print([type(j).__name__ for j in jobs], isinstance(jobs[1], Job))
    print(sorted(totals.items(), key=lambda kv: -kv[1]))
    print(jobs[1], Stage.__qualname__)
    return sum(totals.values())
