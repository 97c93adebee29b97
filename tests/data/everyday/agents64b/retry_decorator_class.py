"""A configurable retry decorator implemented as a class with __call__."""
import functools


class TransientError(Exception):
    pass


class PermanentError(Exception):
    pass


class GaveUp(RuntimeError):
    def __init__(self, name, attempts, last):
        super().__init__(f"{name} failed after {attempts} attempts: {last}")
        self.attempts = attempts


class retry:
    def __init__(self, attempts=3, on=(TransientError,), backoff=2.0, base=0.1):
        if attempts < 1:
            raise ValueError("attempts must be >= 1")
        self.attempts = attempts
        self.on = on
        self.backoff = backoff
        self.base = base
        self.delays = []

    def __call__(self, fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            delay = self.base
            last = None
            for attempt in range(1, self.attempts + 1):
                try:
                    result = fn(*args, **kwargs)
                except self.on as exc:
                    last = exc
                    if attempt < self.attempts:
                        self.delays.append(round(delay, 3))
                        delay *= self.backoff
                    continue
                wrapper.calls += attempt
                return result
            wrapper.calls += self.attempts
            raise GaveUp(fn.__name__, self.attempts, last) from last

        wrapper.calls = 0
        wrapper.policy = self
        return wrapper


class FlakyService:
    def __init__(self, script):
        self.script = list(script)

    def next(self):
        outcome = self.script.pop(0) if self.script else "ok"
        if outcome == "t":
            raise TransientError("timeout")
        if outcome == "p":
            raise PermanentError("bad credentials")
        return outcome


def main():
    svc = FlakyService("tt" + "ok" + "tttt" + "p")

    @retry(attempts=3, backoff=3)
    def fetch(tag):
        """Fetch one item."""
        return f"{tag}:{svc.next()}"

    for tag in ["first", "second", "third", "fourth"]:
        try:
            print(fetch(tag))
        except GaveUp as exc:
            print("gave up:", exc, "| cause:", repr(exc.__cause__))
        except PermanentError as exc:
            print("permanent:", exc)
    print(fetch.__name__, fetch.__doc__, fetch.calls, fetch.policy.delays)
    print(fetch.__wrapped__.__name__, callable(fetch.policy))

    @retry(attempts=2, on=(ZeroDivisionError, KeyError))
    def ratio(d, key):
        return 100 // d[key]

    for d in [{"x": 7}, {"x": 0}, {}]:
        try:
            print(ratio(d, "x"))
        except GaveUp as exc:
            print(type(exc.__cause__).__name__, exc.attempts)
    try:
        retry(attempts=0)
    except ValueError as exc:
        print("ValueError:", exc)


if __name__ == "__main__":
    main()
