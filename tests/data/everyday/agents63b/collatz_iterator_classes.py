"""Iterators written as classes: Collatz walks, chunking, and a peekable wrapper."""


class Collatz:
    def __init__(self, start):
        if start < 1:
            raise ValueError(f"start must be positive, got {start}")
        self.start = start

    def __iter__(self):
        return CollatzIterator(self.start)


class CollatzIterator:
    def __init__(self, n):
        self.n = n
        self.done = False

    def __iter__(self):
        return self

    def __next__(self):
        if self.done:
            raise StopIteration
        value = self.n
        if value == 1:
            self.done = True
        else:
            self.n = value // 2 if value % 2 == 0 else 3 * value + 1
        return value


class Chunked:
    def __init__(self, iterable, size):
        self.it = iter(iterable)
        self.size = size

    def __iter__(self):
        return self

    def __next__(self):
        chunk = []
        for _ in range(self.size):
            try:
                chunk.append(next(self.it))
            except StopIteration:
                break
        if not chunk:
            raise StopIteration
        return tuple(chunk)


class Peekable:
    _EMPTY = object()

    def __init__(self, iterable):
        self.it = iter(iterable)
        self.buffer = self._EMPTY

    def __iter__(self):
        return self

    def peek(self, default=_EMPTY):
        if self.buffer is self._EMPTY:
            try:
                self.buffer = next(self.it)
            except StopIteration:
                if default is self._EMPTY:
                    raise
                return default
        return self.buffer

    def __next__(self):
        if self.buffer is not self._EMPTY:
            value, self.buffer = self.buffer, self._EMPTY
            return value
        return next(self.it)


def runs(iterable):
    p = Peekable(iterable)
    for value in p:
        length = 1
        while p.peek(None) == value:
            next(p)
            length += 1
        yield value, length


def main():
    walk = Collatz(27)
    steps = list(walk)
    print(len(steps) - 1, "steps, peak", max(steps))
    print(list(Collatz(6)), sum(Collatz(7)))
    print(len(list(walk)) == len(steps), "re-iterable")
    it = iter(Collatz(3))
    print(next(it), next(it), list(it), list(it))
    for chunk in Chunked(Collatz(11), 4):
        print("  chunk", chunk)
    longest = max(range(1, 30), key=lambda s: sum(1 for _ in Collatz(s)))
    print("longest below 30:", longest)
    try:
        Collatz(0)
    except ValueError as exc:
        print("ValueError:", exc)
    p = Peekable("ab")
    print(p.peek(), next(p), p.peek(), next(p), p.peek("end"))
    try:
        p.peek()
    except StopIteration:
        print("peek on exhausted raised StopIteration")
    print(list(runs("aaabccddddde")))
    print(list(runs([1, 1, 2, 3, 3, 3])))
    parity = ["e" if n % 2 == 0 else "o" for n in Collatz(9)]
    print("".join(parity), [(k, n) for k, n in runs(parity) if n > 2])


if __name__ == "__main__":
    main()
