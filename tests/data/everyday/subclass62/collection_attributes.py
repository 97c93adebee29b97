"""Attributes of collections subclasses: a settable default_factory, a read-only maxlen."""
from collections import defaultdict, deque


class Tally(defaultdict):
    pass


class Ring(deque):
    pass


def main():
    t = Tally()
    t.default_factory = int
    t["a"] += 2
    print(t, t.default_factory)
    t.default_factory = None
    try:
        t["b"]
    except KeyError as e:
        print("KeyError:", e)
    r = Ring([1], 3)
    try:
        r.maxlen = 5
    except AttributeError as e:
        print("AttributeError:", e)
    r.label = "x"
    print(r, r.maxlen, r.label)


if __name__ == "__main__":
    main()
