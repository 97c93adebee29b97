"""Container classes: `__getitem__`-only iteration, iterator classes, item assignment."""


class Squares:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError("done")
        return i * i


class Countdown:
    def __init__(self, start):
        self.current = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1


class Registry:
    entries = {}

    def __init__(self):
        self.items = {}

    def __setitem__(self, key, value):
        self.items[key] = value
        Registry.entries[key] = len(self.items)

    def __getitem__(self, key):
        return self.items[key]

    def __delitem__(self, key):
        del self.items[key]

    def __len__(self):
        return len(self.items)

    def __iter__(self):
        return iter(sorted(self.items))


class Stack:
    def __init__(self):
        self.items = []

    def push(self, v):
        self.items.append(v)

    def __iter__(self):
        for v in reversed(self.items):
            yield v


def main():
    sq = Squares(5)
    print(list(sq), 9 in sq, 7 in sq, sq[2], max(sq), [x + 1 for x in sq])
    print(list(Countdown(3)), sum(Countdown(4)), sorted(Countdown(3)))
    it = iter(Countdown(2))
    print(next(it), next(it), next(it, "end"))
    r = Registry()
    r["b"] = 2
    r["a"] = 1
    r["c"] = 3
    r["a"] += 10
    del r["c"]
    print(len(r), list(r), r["a"], "a" in r, Registry.entries)
    try:
        print(r["zzz"])
    except KeyError as e:
        print("KeyError", e)
    s = Stack()
    for v in (1, 2, 3):
        s.push(v)
    first, *rest = s
    print(first, rest, tuple(s), ",".join(str(v) for v in s), dict(zip(s, "abc")))
    total = 0
    for v in s:
        total += v
    try:
        for v in 5:
            pass
    except TypeError as e:
        print(e)
    try:
        iter(r.items)
        for v in Registry:
            pass
    except TypeError as e:
        print(e)
    try:
        s[0]
    except TypeError as e:
        print(e)
    try:
        s[0] = 1
    except TypeError as e:
        print(e)
    return total
