# A parcel router whose helper functions return while their locals still hold every kind of
# value (small ints, floats, bools, None, big ints, strings, lists shared with the caller,
# closures, instances, half-consumed generators): a returning frame lets go of each local
# once, keeps what the caller still holds, and closes a generator nothing else holds, as
# CPython does.


class Tracker:
    def __init__(self, name: str) -> None:
        self.name = name


def route_cost(stops: int) -> int:
    base = 40
    per_stop = 2.5
    express = stops > 3
    note = None
    big = 10**30
    return int(base + per_stop * stops + (big // 10**29 if express else 0)) + (note is None)


def label(parcel: str, depot: list[str]) -> str:
    prefix = parcel.upper()
    depot.append(prefix)
    parts = [prefix, str(len(depot))]
    return "-".join(parts)


def counter():
    count = 0

    def bump() -> int:
        nonlocal count
        count += 1
        return count

    return bump


def stops(n: int):
    try:
        for i in range(n):
            yield i * 3
    finally:
        print("route closed")


def first_stop(n: int) -> int:
    it = stops(n)
    first = next(it)
    return first + 1


def tracked(name: str) -> int:
    t = Tracker(name)
    size = len(t.name)
    return size


def depth(n: int) -> int:
    if n == 0:
        return 0
    here = [n] * 2
    return depth(n - 1) + here[0] % 3


def main() -> int:
    print([route_cost(s) for s in range(6)])
    depot: list[str] = []
    print(label("box", depot), label("crate", depot), depot)
    bump = counter()
    print(bump(), bump(), bump())
    print(first_stop(4))
    print("after first_stop")
    kept = Tracker("truck")
    print(tracked("van"), kept.name)
    print(depth(50))

    return len(depot)
