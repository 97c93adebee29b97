"""Simulate webhook delivery with exponential backoff, full jitter and a dead-letter queue."""
import random
from dataclasses import dataclass, field
from collections import Counter


@dataclass
class Attempt:
    at: float
    status: int


@dataclass
class Delivery:
    event_id: str
    endpoint: str
    attempts: list = field(default_factory=list)
    delivered: bool = False

    @property
    def total_wait(self):
        return self.attempts[-1].at if self.attempts else 0.0


class Endpoint:
    def __init__(self, name, failure_rate, rng):
        self.name = name
        self.failure_rate = failure_rate
        self.rng = rng

    def call(self):
        roll = self.rng.random()
        if roll < self.failure_rate * 0.3:
            return 429
        if roll < self.failure_rate:
            return self.rng.choice([500, 502, 503])
        return 200


def backoff(attempt, base=0.5, cap=30.0, rng=None):
    ceiling = min(cap, base * 2 ** attempt)
    return rng.uniform(0, ceiling)


def deliver(event_id, endpoint, rng, max_attempts=6):
    d = Delivery(event_id, endpoint.name)
    clock = 0.0
    for n in range(max_attempts):
        status = endpoint.call()
        d.attempts.append(Attempt(round(clock, 3), status))
        if status == 200:
            d.delivered = True
            break
        if status == 429:
            clock += 5.0  # honour Retry-After
        clock += backoff(n, rng=rng)
    return d


def main():
    rng = random.Random(2024)
    endpoints = [Endpoint("crm", 0.2, rng), Endpoint("billing", 0.6, rng), Endpoint("legacy", 0.95, rng)]
    dead_letter = []
    statuses = Counter()
    for i in range(9):
        ep = endpoints[i % 3]
        d = deliver(f"evt-{i:03d}", ep, rng)
        statuses.update(a.status for a in d.attempts)
        codes = ",".join(str(a.status) for a in d.attempts)
        flag = "ok " if d.delivered else "DLQ"
        print(f"{d.event_id} -> {d.endpoint:<8} {flag} tries={len(d.attempts)} wait={d.total_wait:7.3f}s [{codes}]")
        if not d.delivered:
            dead_letter.append(d.event_id)
    print("status counts:", sorted(statuses.items()))
    print("dead letters:", dead_letter)
    random.seed(7)
    sample = [round(backoff(n, rng=random), 2) for n in range(5)]
    print("sample backoffs:", sample)
    print("shuffled:", random.sample(range(10), 4), random.randint(1, 6))


if __name__ == "__main__":
    main()
