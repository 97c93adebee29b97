"""Token bucket and sliding window rate limiters compared over a request trace."""
from collections import deque


class TokenBucket:
    def __init__(self, rate, capacity):
        self.rate = rate
        self.capacity = capacity
        self.tokens = capacity
        self.last = 0.0

    def allow(self, now):
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class SlidingWindow:
    def __init__(self, limit, window):
        self.limit = limit
        self.window = window
        self.hits = deque()

    def allow(self, now):
        while self.hits and self.hits[0] <= now - self.window:
            self.hits.popleft()
        if len(self.hits) < self.limit:
            self.hits.append(now)
            return True
        return False


def main():
    trace = [0.0, 0.1, 0.2, 0.3, 0.4, 1.0, 1.05, 1.1, 2.5, 2.6, 2.7, 2.8, 2.9, 3.0, 5.0]
    limiters = {"bucket": TokenBucket(rate=2, capacity=3), "window": SlidingWindow(limit=3, window=1.0)}
    results = {name: [] for name in limiters}
    for t in trace:
        row = [f"t={t:4.2f}"]
        for name, lim in limiters.items():
            ok = lim.allow(t)
            results[name].append(ok)
            row.append(f"{name}={'Y' if ok else 'n'}")
        print("  ".join(row))
    for name, oks in results.items():
        allowed = sum(oks)
        print(f"{name}: allowed {allowed}, rejected {len(oks) - allowed}, rate {allowed / len(oks):.1%}")
    disagree = [t for t, a, b in zip(trace, results["bucket"], results["window"]) if a != b]
    print("disagree at:", disagree)


if __name__ == "__main__":
    main()
