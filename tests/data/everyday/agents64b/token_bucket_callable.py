"""Per-client rate limiting with token buckets; limiter objects are callables."""


class RateLimited(Exception):
    def __init__(self, client, retry_after):
        super().__init__(f"{client} rate limited; retry after {retry_after:.2f}s")
        self.client = client
        self.retry_after = retry_after


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now

    def tick(self, seconds):
        self.now = round(self.now + seconds, 6)


class TokenBucket:
    __slots__ = ("capacity", "rate", "tokens", "stamp")

    def __init__(self, capacity, rate, now):
        self.capacity, self.rate = capacity, rate
        self.tokens, self.stamp = float(capacity), now

    def take(self, now, cost=1):
        self.tokens = min(self.capacity, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= cost:
            self.tokens -= cost
            return 0.0
        return (cost - self.tokens) / self.rate


class Limiter:
    def __init__(self, clock, capacity=3, rate=1.0, overrides=None):
        self.clock = clock
        self.capacity, self.rate = capacity, rate
        self.overrides = overrides or {}
        self.buckets = {}
        self.stats = {"allowed": 0, "denied": 0}

    def __call__(self, client, cost=1):
        bucket = self.buckets.get(client)
        if bucket is None:
            cap, rate = self.overrides.get(client, (self.capacity, self.rate))
            bucket = self.buckets[client] = TokenBucket(cap, rate, self.clock())
        wait = bucket.take(self.clock(), cost)
        if wait:
            self.stats["denied"] += 1
            raise RateLimited(client, wait)
        self.stats["allowed"] += 1
        return round(bucket.tokens, 3)

    def __contains__(self, client):
        return client in self.buckets

    def __len__(self):
        return len(self.buckets)


def main():
    clock = FakeClock()
    limit = Limiter(clock, capacity=3, rate=0.5, overrides={"vip": (10, 5.0)})
    traffic = [(0.0, "a"), (0.1, "a"), (0.1, "a"), (0.1, "a"), (0.0, "vip"), (0.5, "b"),
               (1.0, "a"), (1.0, "a"), (0.0, "b"), (0.0, "vip"), (2.0, "a")]
    for dt, client in traffic:
        clock.tick(dt)
        try:
            left = limit(client)
            print(f"t={clock():4.1f} {client:<3} ok   tokens={left}")
        except RateLimited as exc:
            print(f"t={clock():4.1f} {client:<3} WAIT {exc.retry_after:.2f}s")
    try:
        limit("vip", cost=20)
    except RateLimited as exc:
        print(exc)
    print(limit.stats, len(limit), "a" in limit, "zz" in limit, callable(limit), callable(clock))
    try:
        limit.buckets["a"].extra = 1
    except AttributeError as exc:
        print("AttributeError:", exc)


if __name__ == "__main__":
    main()
