"""Callables held in instance attributes and dataclass fields, called as `obj.name(...)`."""
from dataclasses import dataclass
from typing import Callable


class Clock:
    def __init__(self, start):
        self.now = start

    def __call__(self):
        return self.now

    def tick(self, seconds=1):
        self.now += seconds
        return self.now


class Retrier:
    def __init__(self, action, clock, on_retry=None):
        self.action = action
        self.clock = clock
        self.sleep = clock.tick
        self.on_retry = on_retry or (lambda n, err: None)

    def run(self, attempts):
        for n in range(1, attempts + 1):
            try:
                return self.action(n)
            except ValueError as err:
                self.on_retry(n, err)
                self.sleep(2 ** n)
        raise RuntimeError(f"gave up at t={self.clock()}")

    def describe(self):
        return "retrier"


@dataclass
class Rule:
    name: str
    check: Callable
    fix: Callable = str.strip


def flaky(n):
    if n < 3:
        raise ValueError(f"attempt {n} failed")
    return f"ok on attempt {n}"


def main():
    clock = Clock(100)
    log = []
    r = Retrier(flaky, clock, on_retry=lambda n, err: log.append((n, str(err))))
    print(r.run(5), "at", clock())
    print(log)
    r2 = Retrier(flaky, Clock(0))
    try:
        r2.run(2)
    except RuntimeError as e:
        print("error:", e)
    r2.describe = lambda: "shadowed by the instance"
    print(r2.describe(), "|", Retrier.describe(r2))
    rules = [Rule("no tabs", lambda s: "\t" not in s, fix=lambda s: s.replace("\t", " ")),
             Rule("trimmed", lambda s: s == s.strip())]
    text = "\tindented line  "
    for rule in rules:
        if not rule.check(text):
            text = rule.fix(text)
            print(f"{rule.name}: fixed -> {text!r}")
    r2.action = None
    try:
        r2.run(1)
    except TypeError as e:
        print("TypeError:", e)
