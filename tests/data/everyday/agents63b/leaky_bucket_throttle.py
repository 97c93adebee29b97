"""Throttle API clients with a token bucket per key on a simulated clock."""
from dataclasses import dataclass, field
from typing import Dict, List


class Throttled(Exception):
    def __init__(self, key: str, retry_after: float):
        super().__init__(f"{key} throttled, retry after {retry_after:.2f}s")
        self.key = key
        self.retry_after = retry_after


@dataclass
class Bucket:
    capacity: float
    rate: float
    tokens: float = field(init=False)
    updated: float = 0.0

    def __post_init__(self):
        if self.rate <= 0:
            raise ValueError("rate must be positive")
        self.tokens = self.capacity

    def refill(self, now: float) -> None:
        if now < self.updated:
            raise ValueError(f"clock went backwards: {now} < {self.updated}")
        self.tokens = min(self.capacity, self.tokens + (now - self.updated) * self.rate)
        self.updated = now

    def take(self, now: float, cost: float = 1.0) -> float:
        self.refill(now)
        if cost > self.capacity:
            raise ValueError(f"cost {cost} exceeds capacity {self.capacity}")
        if self.tokens >= cost:
            self.tokens -= cost
            return self.tokens
        return -(cost - self.tokens) / self.rate


@dataclass
class Throttle:
    plans: Dict[str, tuple]
    buckets: Dict[str, Bucket] = field(default_factory=dict)
    served: Dict[str, int] = field(default_factory=dict)

    def request(self, key: str, plan: str, now: float, cost: float = 1.0) -> float:
        if key not in self.buckets:
            cap, rate = self.plans[plan]
            self.buckets[key] = Bucket(cap, rate, updated=now)
        left = self.buckets[key].take(now, cost)
        if left < 0:
            raise Throttled(key, -left)
        self.served[key] = self.served.get(key, 0) + 1
        return left


def main():
    t = Throttle({"free": (3, 0.5), "pro": (10, 4)})
    timeline = [(0.0, "alice", "free", 1), (0.1, "alice", "free", 1), (0.2, "alice", "free", 1),
                (0.3, "alice", "free", 1), (0.5, "bob", "pro", 4), (0.6, "bob", "pro", 4),
                (0.7, "bob", "pro", 4), (1.0, "bob", "pro", 2), (2.5, "alice", "free", 1),
                (3.0, "carol", "gold", 1), (3.1, "bob", "pro", 20), (4.0, "alice", "free", 2),
                (3.9, "alice", "free", 1), (9.0, "alice", "free", 3)]
    log: List[str] = []
    for now, key, plan, cost in timeline:
        try:
            left = t.request(key, plan, now, cost)
            log.append(f"t={now:<4} {key:<6} ok   tokens left {left:.2f}")
        except Throttled as exc:
            log.append(f"t={now:<4} {key:<6} 429  {exc} (key={exc.key})")
        except KeyError as exc:
            log.append(f"t={now:<4} {key:<6} err  unknown plan {exc}")
        except ValueError as exc:
            log.append(f"t={now:<4} {key:<6} err  {exc}")
    print("\n".join(log))
    print(t.served)
    print({k: round(b.tokens, 3) for k, b in sorted(t.buckets.items())})
    try:
        Bucket(5, 0)
    except ValueError as exc:
        print("ValueError:", exc)


if __name__ == "__main__":
    main()
