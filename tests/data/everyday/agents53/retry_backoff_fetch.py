"""Retry a flaky fake fetch with exponential backoff and jitter from a seeded RNG."""
import random


class TransientError(Exception):
    pass


class PermanentError(Exception):
    pass


class FakeFetcher:
    def __init__(self, script):
        self.script = dict(script)
        self.calls = {}

    def fetch(self, url):
        n = self.calls.get(url, 0)
        self.calls[url] = n + 1
        plan = self.script.get(url, [])
        outcome = plan[n] if n < len(plan) else "ok"
        if outcome == "timeout":
            raise TransientError(f"timeout fetching {url}")
        if outcome == "404":
            raise PermanentError(f"{url} not found")
        return f"<body of {url}>"


def with_retries(fn, url, attempts=5, base=0.1, cap=2.0, rng=None, log=print):
    delays = []
    for attempt in range(1, attempts + 1):
        try:
            result = fn(url)
            return result, delays
        except TransientError as e:
            if attempt == attempts:
                raise RuntimeError(f"gave up on {url} after {attempts} attempts") from e
            delay = min(cap, base * 2 ** (attempt - 1))
            delay += rng.uniform(0, delay / 10) if rng else 0
            delays.append(round(delay, 3))
            log(f"  attempt {attempt} failed: {e}; sleeping {delay:.3f}s")
    raise AssertionError("unreachable")


def main():
    rng = random.Random(42)
    fetcher = FakeFetcher({
        "/a": [],
        "/b": ["timeout", "timeout", "ok"],
        "/c": ["404"],
        "/d": ["timeout"] * 10,
    })
    summary = []
    for url in ["/a", "/b", "/c", "/d"]:
        print(f"GET {url}")
        try:
            body, delays = with_retries(fetcher.fetch, url, rng=rng)
            print(f"  ok: {body} after {len(delays)} retries, waited {sum(delays):.3f}s")
            summary.append((url, "ok"))
        except PermanentError as e:
            print("  permanent:", e)
            summary.append((url, "failed"))
        except RuntimeError as e:
            print("  error:", e, "| cause:", repr(e.__cause__))
            summary.append((url, "gave-up"))
    print("calls:", fetcher.calls)
    print("summary:", summary)


if __name__ == "__main__":
    main()
