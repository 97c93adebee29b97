"""Cache slow API lookups with a TTL decorator driven by a fake clock, and report hit rates."""
import functools
from collections import OrderedDict


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def advance(self, seconds):
        self.now += seconds

    def __call__(self):
        return self.now


CLOCK = FakeClock()


def ttl_cache(seconds, maxsize=3):
    def decorator(fn):
        store = OrderedDict()
        stats = {"hits": 0, "misses": 0, "evictions": 0}

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            key = (args, tuple(sorted(kwargs.items())))
            entry = store.get(key)
            if entry is not None and CLOCK() - entry[0] < seconds:
                stats["hits"] += 1
                store.move_to_end(key)
                return entry[1]
            stats["misses"] += 1
            value = fn(*args, **kwargs)
            store[key] = (CLOCK(), value)
            store.move_to_end(key)
            if len(store) > maxsize:
                store.popitem(last=False)
                stats["evictions"] += 1
            return value

        wrapper.stats = stats
        wrapper.clear = store.clear
        return wrapper
    return decorator


CALLS = []


@ttl_cache(seconds=30)
def fetch_user(user_id, *, fields="basic"):
    """Pretend to call a remote user service."""
    CALLS.append(user_id)
    return {"id": user_id, "name": f"user{user_id}", "fields": fields}


def main():
    script = [(1, 0), (2, 5), (1, 5), (3, 1), (4, 1), (1, 1), (2, 25), (4, 2), (4, 40)]
    for user_id, wait in script:
        CLOCK.advance(wait)
        result = fetch_user(user_id)
        print(f"t={CLOCK():>5.1f} user {user_id} -> {result['name']}")
    fetch_user(4, fields="full")
    s = fetch_user.stats
    total = s["hits"] + s["misses"]
    print(f"hits={s['hits']} misses={s['misses']} evictions={s['evictions']} rate={s['hits'] / total:.0%}")
    print("backend calls:", CALLS)
    print(fetch_user.__name__, "-", fetch_user.__doc__)
    fetch_user.clear()
    fetch_user(1)
    print("after clear:", fetch_user.stats["misses"])


if __name__ == "__main__":
    main()
