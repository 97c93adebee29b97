"""A typed fixed-capacity ring buffer container used to keep recent sensor readings."""
from typing import Generic, Iterator, TypeVar, overload

T = TypeVar("T")


class RingBuffer(Generic[T]):
    def __init__(self, capacity: int):
        if capacity < 1:
            raise ValueError("capacity must be positive")
        self._items: list[T | None] = [None] * capacity
        self._start = 0
        self._size = 0

    @property
    def capacity(self) -> int:
        return len(self._items)

    def push(self, item: T) -> T | None:
        evicted = None
        if self._size == self.capacity:
            evicted = self._items[self._start]
            self._items[self._start] = item
            self._start = (self._start + 1) % self.capacity
        else:
            self._items[(self._start + self._size) % self.capacity] = item
            self._size += 1
        return evicted

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[T]:
        for i in range(self._size):
            yield self._items[(self._start + i) % self.capacity]

    @overload
    def __getitem__(self, index: int) -> T: ...
    @overload
    def __getitem__(self, index: slice) -> list[T]: ...

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._size))]
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError(f"ring index {index} out of range")
        return self._items[(self._start + index) % self.capacity]

    def __contains__(self, item) -> bool:
        return any(x == item for x in self)

    def __bool__(self) -> bool:
        return self._size > 0

    def __repr__(self) -> str:
        return f"RingBuffer({list(self)!r}, capacity={self.capacity})"


READINGS = [("t1", 20.5), ("t2", 21.0), ("t3", 22.5), ("t4", 30.1), ("t5", 22.0), ("t6", 21.5), ("t7", 21.4)]


def main():
    buf: RingBuffer[tuple[str, float]] = RingBuffer(4)
    print("empty:", bool(buf), len(buf), buf)
    for reading in READINGS:
        evicted = buf.push(reading)
        temps = [t for _, t in buf]
        avg = sum(temps) / len(temps)
        note = f" evicted {evicted[0]}" if evicted else ""
        print(f"push {reading[0]}: n={len(buf)} avg={avg:.2f} max={max(temps)}{note}")
    print(buf)
    print("first:", buf[0], "last:", buf[-1], "middle:", buf[1:3], "reversed:", [k for k, _ in reversed(buf[:])])
    print("contains t5:", ("t5", 22.0) in buf, "contains t1:", ("t1", 20.5) in buf)
    try:
        buf[9]
    except IndexError as e:
        print("IndexError:", e)
    names = RingBuffer[str](2)
    for n in "abc":
        names.push(n)
    print(list(names), sorted(buf, key=lambda r: r[1], reverse=True)[0], list(enumerate(names)))
    try:
        RingBuffer(0)
    except ValueError as e:
        print("ValueError:", e)
    return len(buf)


if __name__ == "__main__":
    main()
