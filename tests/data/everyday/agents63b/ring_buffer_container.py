"""A fixed-size ring buffer that behaves like a sequence."""
from typing import Generic, Iterator, List, Optional, TypeVar, overload

T = TypeVar("T")


class RingBuffer(Generic[T]):
    def __init__(self, capacity: int) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self._items: List[Optional[T]] = [None] * capacity
        self._start = 0
        self._size = 0
        self.dropped = 0

    @property
    def capacity(self) -> int:
        return len(self._items)

    def append(self, item: T) -> None:
        end = (self._start + self._size) % self.capacity
        self._items[end] = item
        if self._size == self.capacity:
            self._start = (self._start + 1) % self.capacity
            self.dropped += 1
        else:
            self._size += 1

    def popleft(self) -> T:
        if not self._size:
            raise IndexError("pop from an empty RingBuffer")
        item = self._items[self._start]
        self._items[self._start] = None
        self._start = (self._start + 1) % self.capacity
        self._size -= 1
        return item

    def __len__(self) -> int:
        return self._size

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._size))]
        if not isinstance(index, int):
            raise TypeError(f"indices must be integers or slices, not {type(index).__name__}")
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError("RingBuffer index out of range")
        return self._items[(self._start + index) % self.capacity]

    def __iter__(self) -> Iterator[T]:
        for i in range(self._size):
            yield self[i]

    def __contains__(self, item: object) -> bool:
        return any(x == item for x in self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, RingBuffer):
            return list(self) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"RingBuffer({list(self)!r}, capacity={self.capacity})"

    def __bool__(self) -> bool:
        return self._size > 0


def moving_average(values, window):
    buf: RingBuffer[float] = RingBuffer(window)
    out = []
    for v in values:
        buf.append(v)
        out.append(round(sum(buf) / len(buf), 2))
    return out


def main():
    rb: RingBuffer[int] = RingBuffer(4)
    print(rb, bool(rb), len(rb))
    for n in range(1, 8):
        rb.append(n * n)
    print(rb, "dropped", rb.dropped)
    print(rb[0], rb[-1], rb[1:3], rb[::-1], rb[::2])
    print(16 in rb, 4 in rb, list(reversed(list(rb))))
    for bad in (4, -5, "1", 1.0):
        try:
            rb[bad]
        except (IndexError, TypeError) as exc:
            print(f"{bad!r}: {type(exc).__name__}: {exc}")
    print(rb.popleft(), rb.popleft(), rb)
    rb.append(64)
    other = RingBuffer(9)
    for x in (36, 49, 64):
        other.append(x)
    print(rb == other, rb != other, rb == [36, 49, 64])
    while rb:
        rb.popleft()
    try:
        rb.popleft()
    except IndexError as exc:
        print("IndexError:", exc)
    try:
        RingBuffer(0)
    except ValueError as exc:
        print("ValueError:", exc)
    print(moving_average([3, 5, 7, 2, 8, 10, 11, 65, 72, 81, 99, 100, 150], 3))
    print(sorted(RingBuffer(2).__class__.__mro__[1:], key=lambda c: c.__name__)[0].__name__)


if __name__ == "__main__":
    main()
