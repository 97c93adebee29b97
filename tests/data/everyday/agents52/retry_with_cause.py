import time
import random


class RateLimiter:
    def __init__(self, per_second):
        self.per_second = per_second
        self.calls = 0

    def allow(self):
        self.calls += 1
        return self.calls <= self.per_second


def retry(fn, attempts=3):
    last = None
    for i in range(attempts):
        try:
            return fn(i)
        except (ValueError, KeyError) as e:
            last = e
            print(f"attempt {i + 1} failed: {type(e).__name__}: {e}")
    raise RuntimeError(f"gave up after {attempts} attempts") from last


def flaky(i):
    if i < 2:
        raise ValueError(f"bad payload #{i}")
    return {"ok": True, "attempt": i}


def main():
    start = time.perf_counter()
    rng = random.Random(42)
    print(retry(flaky))
    limiter = RateLimiter(3)
    print([limiter.allow() for _ in range(5)])
    sample = rng.sample(range(100), 5)
    print("sample:", sample, sorted(sample))
    try:
        retry(lambda i: {}["missing"], attempts=2)
    except RuntimeError as e:
        print("error:", e, "cause:", repr(e.__cause__))
    elapsed = time.perf_counter() - start
    print("fast enough:", elapsed < 5)


if __name__ == "__main__":
    main()
