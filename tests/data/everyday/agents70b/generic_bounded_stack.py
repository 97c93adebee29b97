"""Generic containers with TypeVar/Generic: bounded stack, ring buffer and a typed registry."""
from typing import Generic, Iterator, Optional, TypeVar, Callable, Dict

T = TypeVar("T")
K = TypeVar("K")


class StackFull(Exception):
    pass


class StackEmpty(Exception):
    pass


class BoundedStack(Generic[T]):
    def __init__(self, capacity: int) -> None:
        self._items: list[T] = []
        self.capacity = capacity

    def push(self, item: T) -> None:
        if len(self._items) >= self.capacity:
            raise StackFull(f"capacity {self.capacity} reached")
        self._items.append(item)

    def pop(self) -> T:
        if not self._items:
            raise StackEmpty("pop from empty stack")
        return self._items.pop()

    def peek(self) -> Optional[T]:
        return self._items[-1] if self._items else None

    def __len__(self) -> int:
        return len(self._items)

    def __bool__(self) -> bool:
        return bool(self._items)

    def __iter__(self) -> Iterator[T]:
        return reversed(self._items)

    def __repr__(self) -> str:
        return f"BoundedStack({self._items!r}, cap={self.capacity})"


class RingBuffer(Generic[T]):
    def __init__(self, size: int):
        self._buf: list[Optional[T]] = [None] * size
        self._start = 0
        self._count = 0

    def append(self, item: T) -> Optional[T]:
        size = len(self._buf)
        idx = (self._start + self._count) % size
        dropped = None
        if self._count == size:
            dropped = self._buf[self._start]
            self._start = (self._start + 1) % size
        else:
            self._count += 1
        self._buf[idx] = item
        return dropped

    def __iter__(self) -> Iterator[T]:
        for i in range(self._count):
            yield self._buf[(self._start + i) % len(self._buf)]

    def __getitem__(self, i: int) -> T:
        if i < 0:
            i += self._count
        if not 0 <= i < self._count:
            raise IndexError("ring index out of range")
        return self._buf[(self._start + i) % len(self._buf)]


class Registry(Generic[K, T]):
    def __init__(self) -> None:
        self._entries: Dict[K, T] = {}

    def register(self, key: K) -> Callable[[T], T]:
        def deco(obj: T) -> T:
            if key in self._entries:
                raise KeyError(f"duplicate key {key!r}")
            self._entries[key] = obj
            return obj
        return deco

    def get(self, key: K) -> T:
        return self._entries[key]


handlers: Registry[str, Callable[[int], int]] = Registry()


@handlers.register("double")
def double(x: int) -> int:
    return x * 2


@handlers.register("square")
def square(x: int) -> int:
    return x * x


def balanced(text: str) -> bool:
    pairs = {")": "(", "]": "[", "}": "{"}
    stack: BoundedStack[str] = BoundedStack(32)
    for ch in text:
        if ch in "([{":
            stack.push(ch)
        elif ch in pairs:
            try:
                if stack.pop() != pairs[ch]:
                    return False
            except StackEmpty:
                return False
    return not stack


def main():
    s: BoundedStack[int] = BoundedStack(3)
    for v in (1, 2, 3, 4):
        try:
            s.push(v)
        except StackFull as e:
            print("full:", e)
    print(s, list(s), len(s), s.peek())
    while s:
        print("pop", s.pop())
    try:
        s.pop()
    except StackEmpty as e:
        print("empty:", e)
    ring: RingBuffer[str] = RingBuffer(3)
    dropped = [ring.append(w) for w in "alpha beta gamma delta epsilon".split()]
    print(dropped, list(ring), ring[0], ring[-1])
    try:
        ring[5]
    except IndexError as e:
        print("index:", e)
    for expr in ("(a[b]{c})", "(]", "((", "{[()()]}", "x)"):
        print(expr, balanced(expr))
    print(handlers.get("double")(21), handlers.get("square")(9))
    try:
        handlers.register("double")(square)
    except KeyError as e:
        print("registry:", e)
    print(BoundedStack[int], BoundedStack.__name__)
    return len(list(ring))


if __name__ == "__main__":
    main()
