"""Token-bucket and fixed-window rate limiters compared on the same traffic."""
from collections import defaultdict, deque


class TokenBucket:
    def __init__(self, capacity: float, refill_per_sec: float):
        self.capacity = capacity
        self.rate = refill_per_sec
        self.tokens = capacity
        self.last = 0.0

    def allow(self, now: float, cost: float = 1.0) -> bool:
        elapsed = now - self.last
        self.last = now
        self.tokens = min(self.capacity, self.tokens + elapsed * self.rate)
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False


class SlidingLog:
    def __init__(self, limit: int, window: float):
        self.limit = limit
        self.window = window
        self.hits: deque[float] = deque()

    def allow(self, now: float) -> bool:
        while self.hits and self.hits[0] <= now - self.window:
            self.hits.popleft()
        if len(self.hits) < self.limit:
            self.hits.append(now)
            return True
        return False


class PerClientLimiter:
    def __init__(self, factory):
        self._factory = factory
        self._limiters = {}
        self.stats = defaultdict(lambda: [0, 0])

    def allow(self, client: str, now: float) -> bool:
        if client not in self._limiters:
            self._limiters[client] = self._factory()
        ok = self._limiters[client].allow(now)
        self.stats[client][0 if ok else 1] += 1
        return ok


def traffic():
    t = 0.0
    for i in range(40):
        client = "alpha" if i % 3 else "beta"
        t += 0.1 if i < 25 else 0.45
        yield round(t, 2), client


def main():
    bucket = PerClientLimiter(lambda: TokenBucket(capacity=3, refill_per_sec=2))
    log = PerClientLimiter(lambda: SlidingLog(limit=4, window=1.0))
    timeline = []
    for now, client in traffic():
        a = bucket.allow(client, now)
        b = log.allow(client, now)
        timeline.append(("B" if a else "b") + ("L" if b else "l"))
    print(" ".join(timeline))
    for name, limiter in (("bucket", bucket), ("sliding", log)):
        for client in sorted(limiter.stats):
            allowed, denied = limiter.stats[client]
            print(f"{name:>8} {client:<6} allowed={allowed:>2} denied={denied:>2}")
    tb = TokenBucket(5, 0.5)
    print([tb.allow(0.0, 2) for _ in range(3)], round(tb.tokens, 3))
    print(tb.allow(4.0, 2), round(tb.tokens, 3))
    return sum(bucket.stats[c][0] for c in bucket.stats)


if __name__ == "__main__":
    main()
