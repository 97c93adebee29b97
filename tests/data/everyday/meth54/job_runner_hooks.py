"""A job runner: steps registered and timed by decorators, handlers made by factories."""
from contextlib import contextmanager

TRACE = []


def step(order):
    def mark(fn):
        fn.order = order
        return fn
    return mark


def traced(fn):
    def wrapper(self, *args):
        TRACE.append(f"enter {self.name}")
        try:
            return fn(self, *args)
        finally:
            TRACE.append(f"leave {self.name}")
    return wrapper


def make_handler(prefix):
    def handler(self, message):
        return f"{prefix}[{self.name}] {message}"
    return handler


class Job:
    warn = make_handler("WARN")
    info = make_handler("INFO")

    def __init__(self, name):
        self.name = name
        self.done = []

    @step(2)
    @traced
    def load(self, rows):
        self.done.append("load")
        return [r for r in rows if r]

    @step(1)
    def check(self, rows):
        self.done.append("check")
        return len(rows) > 0

    @contextmanager
    @traced
    def stage(self, label):
        TRACE.append(f"start {label}")
        yield label.upper()
        TRACE.append(f"stop {label}")


def main():
    job = Job("nightly")
    rows = ["a", "", "b"]
    steps = sorted([Job.load, Job.check], key=lambda f: f.order)
    print([f.order for f in steps])
    with job.stage("prep") as label:
        print(label, job.check(rows))
    print(job.load(rows))
    print(job.warn("disk low"))
    print(job.info("ok"))
    print(job.done)
    print(TRACE)


if __name__ == "__main__":
    main()
