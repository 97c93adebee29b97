"""Replay API calls through a sliding-window limiter and a token bucket; report quotas."""
from collections import defaultdict, deque

CALLS = [  # (second, client, cost)
    (0, "alpha", 1), (1, "alpha", 1), (1, "beta", 5), (2, "alpha", 1), (2, "alpha", 1),
    (3, "alpha", 1), (4, "beta", 5), (5, "alpha", 1), (9, "beta", 5), (10, "alpha", 1),
    (10, "alpha", 1), (11, "alpha", 1), (11, "gamma", 2), (12, "alpha", 1), (12, "gamma", 9),
    (20, "beta", 5), (21, "gamma", 2),
]
WINDOW = 10
LIMIT = {"alpha": 5, "beta": 2, "gamma": 3}


class SlidingWindow:
    def __init__(self, window: int, limit: int):
        self.window, self.limit = window, limit
        self.hits: deque[int] = deque()

    def allow(self, now: int) -> bool:
        while self.hits and self.hits[0] <= now - self.window:
            self.hits.popleft()
        if len(self.hits) < self.limit:
            self.hits.append(now)
            return True
        return False


class TokenBucket:
    def __init__(self, capacity: float, rate: float):
        self.capacity, self.rate = capacity, rate
        self.tokens, self.last = capacity, 0

    def allow(self, now: int, cost: int) -> bool:
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if cost <= self.tokens:
            self.tokens -= cost
            return True
        return False


def main():
    windows = {c: SlidingWindow(WINDOW, n) for c, n in LIMIT.items()}
    bucket = TokenBucket(capacity=10, rate=1.5)
    stats = defaultdict(lambda: {"ok": 0, "limited": 0, "throttled": 0})
    recent = deque(maxlen=4)
    for t, client, cost in CALLS:
        if not windows[client].allow(t):
            verdict = "limited"
        elif not bucket.allow(t, cost):
            verdict = "throttled"
        else:
            verdict = "ok"
        stats[client][verdict] += 1
        recent.append(f"{t}:{client[0]}:{verdict[0]}")
        print(f"t={t:>2} {client:<6} cost={cost} -> {verdict:<9} bucket={bucket.tokens:5.2f}")
    print("last four:", list(recent))
    print(f"{'client':<7}{'ok':>4}{'lim':>5}{'thr':>5}  rate")
    for client in sorted(stats):
        s = stats[client]
        total = sum(s.values())
        print(f"{client:<7}{s['ok']:>4}{s['limited']:>5}{s['throttled']:>5}  {s['ok'] / total:.0%}")
    worst = max(stats, key=lambda c: (stats[c]["limited"] + stats[c]["throttled"], c))
    print("most rejected:", worst)
    return sum(s["ok"] for s in stats.values())


if __name__ == "__main__":
    main()
