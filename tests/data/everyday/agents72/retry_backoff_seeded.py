"""Simulate a client retry policy with exponential backoff and full jitter (seeded)."""
import random
from dataclasses import dataclass
from collections import Counter


class TransientError(Exception):
    pass


class FatalError(Exception):
    pass


@dataclass
class RetryPolicy:
    base: float = 0.2
    cap: float = 5.0
    max_attempts: int = 6
    budget: float = 12.0

    def delay(self, attempt: int, rng: random.Random) -> float:
        return rng.uniform(0, min(self.cap, self.base * 2 ** attempt))


def flaky_service(rng: random.Random, failure_rate: float):
    def call(request_id: int) -> str:
        roll = rng.random()
        if roll < 0.03:
            raise FatalError(f"request {request_id}: 400 bad request")
        if roll < failure_rate:
            raise TransientError(f"request {request_id}: 503")
        return f"ok-{request_id}"
    return call


def run(policy, call, request_id, rng):
    waited = 0.0
    for attempt in range(policy.max_attempts):
        try:
            return call(request_id), attempt + 1, waited
        except TransientError:
            pause = policy.delay(attempt, rng)
            if waited + pause > policy.budget:
                return "gave up (budget)", attempt + 1, waited
            waited += pause
        except FatalError as exc:
            return f"fatal: {exc}", attempt + 1, waited
    return "gave up (attempts)", policy.max_attempts, waited


def main():
    outcomes = Counter()
    for rate in (0.2, 0.5, 0.8):
        rng = random.Random(1234)
        service = flaky_service(random.Random(99), rate)
        policy = RetryPolicy()
        waits = []
        print(f"failure rate {rate:.0%}:")
        for rid in range(1, 7):
            result, attempts, waited = run(policy, service, rid, rng)
            waits.append(waited)
            kind = result.split(":")[0].split("-")[0].split(" (")[0]
            outcomes[(rate, kind)] += 1
            print(f"   #{rid} {result:<32} attempts={attempts} waited={waited:6.3f}s")
        print(f"   mean wait {sum(waits) / len(waits):.3f}s")
    for (rate, kind), n in sorted(outcomes.items()):
        print(f"{rate:.1f} {kind:<8} {n}")
    print([round(RetryPolicy().delay(a, random.Random(a)), 4) for a in range(5)])


if __name__ == "__main__":
    main()
