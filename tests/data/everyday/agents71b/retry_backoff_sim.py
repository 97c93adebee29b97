"""Simulate retries with exponential backoff and deterministic jitter.

We replay a scripted sequence of outcomes for each request so the output is
reproducible, and compare three policies.
"""
import random
from dataclasses import dataclass


class TransientError(Exception):
    """Worth retrying."""


class PermanentError(Exception):
    """Never retry."""


class RetriesExhausted(Exception):
    def __init__(self, attempts, last):
        super().__init__(f"gave up after {attempts} attempts")
        self.attempts = attempts
        self.last = last


@dataclass
class Policy:
    name: str
    base: float
    factor: float
    cap: float
    max_attempts: int
    jitter: bool = False

    def delay(self, attempt, rng):
        d = min(self.cap, self.base * self.factor ** (attempt - 1))
        if self.jitter:
            d = rng.uniform(0, d)
        return round(d, 3)


def flaky(script):
    it = iter(script)

    def call():
        outcome = next(it, "ok")
        if outcome == "503":
            raise TransientError("503 Service Unavailable")
        if outcome == "timeout":
            raise TransientError("read timed out")
        if outcome == "404":
            raise PermanentError("404 Not Found")
        return outcome
    return call


def call_with_retry(fn, policy, rng, log):
    waited = 0.0
    for attempt in range(1, policy.max_attempts + 1):
        try:
            result = fn()
        except TransientError as e:
            if attempt == policy.max_attempts:
                raise RetriesExhausted(attempt, e) from e
            d = policy.delay(attempt, rng)
            waited += d
            log.append(f"  attempt {attempt}: {e}; sleeping {d}s")
        else:
            log.append(f"  attempt {attempt}: {result}")
            return result, waited
    raise AssertionError("unreachable")


SCRIPTS = {
    "GET /users": ["503", "503", "ok"],
    "GET /orders": ["timeout", "timeout", "timeout", "timeout", "timeout", "ok"],
    "GET /missing": ["404"],
    "POST /pay": ["ok"],
}

POLICIES = [
    Policy("fixed", 1.0, 1.0, 1.0, 3),
    Policy("expo", 0.5, 2.0, 8.0, 5),
    Policy("expo+jitter", 0.5, 2.0, 8.0, 6, jitter=True),
]


def main():
    summary = {}
    for policy in POLICIES:
        rng = random.Random(42)
        print(f"== policy {policy.name}")
        ok = total_wait = 0
        for req, script in SCRIPTS.items():
            log = []
            try:
                result, waited = call_with_retry(flaky(script), policy, rng, log)
            except RetriesExhausted as e:
                print(f"{req}: FAILED ({e}; last error: {e.last}; cause is last: {e.__cause__ is e.last})")
            except PermanentError as e:
                print(f"{req}: FAILED permanently: {e}")
            else:
                ok += 1
                total_wait += waited
                print(f"{req}: {result} after waiting {waited:.3f}s")
            finally:
                print("\n".join(log))
        summary[policy.name] = (ok, round(total_wait, 3))
    print(summary)
    best = max(summary, key=lambda k: (summary[k][0], -summary[k][1]))
    print("best policy:", best)
    return best


if __name__ == "__main__":
    main()
