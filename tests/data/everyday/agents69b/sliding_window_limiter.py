"""Per-client sliding-window rate limiting applied through a decorator, with a fake clock."""
from collections import defaultdict, deque
import functools


class RateLimited(Exception):
    def __init__(self, client, retry_after):
        super().__init__(f"{client} rate limited, retry in {retry_after:.1f}s")
        self.client = client
        self.retry_after = retry_after


class SlidingWindow:
    def __init__(self, limit, window):
        self.limit = limit
        self.window = window
        self.hits = defaultdict(deque)

    def check(self, client, now):
        q = self.hits[client]
        while q and q[0] <= now - self.window:
            q.popleft()
        if len(q) >= self.limit:
            raise RateLimited(client, q[0] + self.window - now)
        q.append(now)
        return self.limit - len(q)


CLOCK = [0.0]


def rate_limited(limiter):
    def decorator(handler):
        @functools.wraps(handler)
        def wrapper(client, *args, **kwargs):
            remaining = limiter.check(client, CLOCK[0])
            wrapper.calls += 1
            result = handler(client, *args, **kwargs)
            return f"{result} (remaining {remaining})"
        wrapper.calls = 0
        return wrapper
    return decorator


search_limiter = SlidingWindow(limit=3, window=10)
upload_limiter = SlidingWindow(limit=1, window=5)


@rate_limited(search_limiter)
def search(client, query):
    """Search the catalogue."""
    return f"{client}: {len(query)} chars searched"


@rate_limited(upload_limiter)
def upload(client, size_kb=100):
    return f"{client}: stored {size_kb}kB"


def main():
    events = [
        (0.0, search, "alice", ("red shoes",)), (1.5, search, "alice", ("blue",)),
        (2.0, search, "bob", ("hat",)), (3.0, search, "alice", ("green",)),
        (4.0, search, "alice", ("again",)), (4.5, upload, "alice", ()),
        (6.0, upload, "alice", ()), (9.6, upload, "alice", ()), (10.0, search, "alice", ("later",)),
        (11.5, search, "alice", ("more",)), (12.0, search, "alice", ("one more",)),
        (13.9, search, "alice", ("too many",)), (14.0, search, "bob", ("socks",)),
    ]
    rejected = defaultdict(int)
    for t, fn, client, args in events:
        CLOCK[0] = t
        try:
            print(f"t={t:>5.1f} {fn.__name__:<6} {fn(client, *args)}")
        except RateLimited as exc:
            rejected[exc.client] += 1
            print(f"t={t:>5.1f} {fn.__name__:<6} REJECTED: {exc}")
    print("accepted:", {f.__name__: f.calls for f in (search, upload)})
    print("rejected:", dict(rejected))
    print("doc kept:", search.__doc__, "| wrapped:", search.__wrapped__.__name__)
    print("windows:", {c: list(q) for c, q in search_limiter.hits.items()})


if __name__ == "__main__":
    main()
