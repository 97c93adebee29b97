"""A session cache that evicts and re-admits entries: deletions in the middle of a dict keep
the order of what is left, re-admitted keys go last, and changing a dict while it is iterated
raises CPython's errors."""

from collections import OrderedDict


def evict_expired(sessions: dict[str, int], now: int) -> list[str]:
    expired = [user for user, seen in sessions.items() if now - seen > 30]
    for user in expired:
        del sessions[user]
    return expired


def churn(cache: dict[int, str], rounds: int) -> list[int]:
    """Delete the oldest entry and admit a new one, many times: the dict stays small."""
    for i in range(rounds):
        oldest = next(iter(cache))
        del cache[oldest]
        cache[1000 + i] = f"item{i}"
    return list(cache)[:5]


def swap_while_iterating(n: int) -> str:
    table = {i: i * i for i in range(n)}
    seen = []
    try:
        for key in table:
            seen.append(key)
            del table[key]
            table[key + 100] = 0
            if len(seen) > 50:
                break
    except RuntimeError as e:
        return f"n={n} error after {len(seen)}: {e}"
    return f"n={n} seen {seen} left {sorted(table)}"


def grow_while_iterating() -> str:
    table = {"a": 1, "b": 2}
    try:
        for key in table:
            table[key + "!"] = 0
    except RuntimeError as e:
        return f"grow: {e}"
    return "grow: no error"


def reversed_swap() -> list[str]:
    table = {"x": 1, "y": 2, "z": 3}
    order = []
    for key in reversed(table):
        order.append(key)
        del table[key]
        table[key * 2] = 0
    return order + list(table)


def lru_demo() -> list[str]:
    lru: OrderedDict[str, int] = OrderedDict()
    for name in ["alpha", "beta", "gamma", "delta"]:
        lru[name] = len(name)
    lru.move_to_end("alpha")
    lru.move_to_end("delta", last=False)
    first = lru.popitem(last=False)
    last = lru.popitem()
    lru["beta"] = 99
    del lru["gamma"]
    lru["epsilon"] = 7
    return [f"{first}", f"{last}", f"{list(lru.items())}"]


def main() -> None:
    sessions = {f"user{i}": i * 7 for i in range(12)}
    print("expired:", evict_expired(sessions, 60))
    print("kept:", list(sessions))
    sessions["user0"] = 60
    sessions["user11"] = 61
    print("after re-admit:", list(sessions.items()))
    print("popitem:", sessions.popitem(), "then", list(sessions))

    cache = {i: f"item{i}" for i in range(8)}
    print("churn:", churn(cache, 5000), len(cache))

    for n in [1, 3, 5, 8, 13]:
        print(swap_while_iterating(n))
    print(grow_while_iterating())
    print("reversed:", reversed_swap())

    views = {k: k.upper() for k in "abcdef"}
    keys = views.keys()
    del views["c"]
    views.pop("a")
    views["a"] = "again"
    print("view:", list(keys), list(views.values()), list(reversed(views.items())))
    it = iter(views)
    print("drained:", list(it))
    views["z"] = "late"
    print("after drain:", list(it))
    print("copy:", dict(views), views.copy() == views, {**views, "b": 0})
    for line in lru_demo():
        print("lru:", line)


if __name__ == "__main__":
    main()
