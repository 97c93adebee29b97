"""A generic stack and a subclass of it given a concrete type (`class IntStack(Stack[int])`)."""
from typing import Generic, List, TypeVar

T = TypeVar("T")


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()


class IntStack(Stack[int]):
    def total(self) -> int:
        return sum(self.items)


class Named(Stack["Named"]):
    pass


def main():
    s = IntStack()
    s.push(3)
    s.push(4)
    print(s.total(), s.pop(), isinstance(s, Stack), IntStack.__name__, issubclass(IntStack, Stack))
    try:
        IntStack().pop()
    except IndexError as exc:
        print("IndexError:", exc)
    print(type(Named()).__name__, Stack[int]().items)
