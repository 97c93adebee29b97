"""Simulate retry policies (fixed, exponential, jittered) against a flaky service."""
import random
from dataclasses import dataclass
from typing import Iterator


class ServiceError(Exception):
    retryable = True


class Throttled(ServiceError):
    pass


class BadRequest(ServiceError):
    retryable = False


class GiveUp(Exception):
    def __init__(self, attempts, last):
        super().__init__(f"gave up after {attempts} attempts: {last!r}")
        self.attempts = attempts


@dataclass
class Policy:
    name: str
    max_attempts: int
    base: float = 0.1
    factor: float = 2.0
    cap: float = 5.0
    jitter: bool = False

    def delays(self, rng: random.Random) -> Iterator[float]:
        delay = self.base
        for _ in range(self.max_attempts - 1):
            yield rng.uniform(0, delay) if self.jitter else delay
            delay = min(self.cap, delay * self.factor)


class FlakyService:
    def __init__(self, rng, failure_rate):
        self.rng = rng
        self.failure_rate = failure_rate
        self.calls = 0

    def call(self, payload):
        self.calls += 1
        if payload.get("bad"):
            raise BadRequest("payload rejected")
        roll = self.rng.random()
        if roll < self.failure_rate / 3:
            raise Throttled("429 slow down")
        if roll < self.failure_rate:
            raise ServiceError("503 unavailable")
        return {"ok": True, "echo": payload["id"]}


def with_retries(policy, service, payload, rng):
    waited = 0.0
    delays = policy.delays(rng)
    attempt = 0
    while True:
        attempt += 1
        try:
            return service.call(payload), attempt, waited
        except ServiceError as exc:
            if not exc.retryable:
                raise
            pause = next(delays, None)
            if pause is None:
                raise GiveUp(attempt, exc) from exc
            waited += pause * (2 if isinstance(exc, Throttled) else 1)


def main():
    policies = [
        Policy("fixed", 3, factor=1.0),
        Policy("exponential", 5),
        Policy("jittered", 5, jitter=True),
    ]
    for policy in policies:
        rng = random.Random(7)
        service = FlakyService(rng, failure_rate=0.6)
        ok = failed = 0
        total_wait = 0.0
        for i in range(12):
            payload = {"id": i, "bad": i == 11}
            try:
                result, attempts, waited = with_retries(policy, service, payload, rng)
                ok += 1
                total_wait += waited
            except GiveUp as exc:
                failed += 1
                if failed == 1:
                    print(f"  [{policy.name}] first give-up: {exc} (cause {type(exc.__cause__).__name__})")
            except BadRequest as exc:
                print(f"  [{policy.name}] request {i} not retried: {exc}")
        print(f"{policy.name:<12} ok={ok:>2} failed={failed} calls={service.calls:>3} "
              f"wait={total_wait:6.3f}s")
    print(list(Policy("demo", 6, base=0.5, cap=2.0).delays(random.Random(0))))


if __name__ == "__main__":
    main()
