from typing import TypeVar, Generic, Sequence, Optional, List
import typing

T = TypeVar("T")
K = typing.TypeVar("K", bound=str)
N = TypeVar("N", int, float)


def first(items: Sequence[T]) -> Optional[T]:
    return items[0] if items else None


def total(xs: list[N]) -> N:
    return sum(xs)


class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: List[T] = []

    def push(self, item: T) -> None:
        self._items.append(item)

    def pop(self) -> T:
        return self._items.pop()

    def __len__(self) -> int:
        return len(self._items)


def main():
    print(first([3, 1]), first(""), total([1.5, 2]))
    s: Stack[int] = Stack()
    s.push(1)
    s.push(2)
    print(s.pop(), len(s), type(s).__name__)
    return first("xyz")
