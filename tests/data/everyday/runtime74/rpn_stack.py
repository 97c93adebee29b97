from dataclasses import dataclass
from typing import Generic, TypeVar, Iterator, Callable
import functools

T = TypeVar("T")

class EmptyError(LookupError):
    pass

class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: list[T] = []

    def push(self, item: T) -> "Stack[T]":
        self._items.append(item)
        return self

    def pop(self) -> T:
        if not self._items:
            raise EmptyError("pop from empty stack")
        return self._items.pop()

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[T]:
        return reversed(self._items)

    def __bool__(self):
        return bool(self._items)

def stack_repr(self):
    return f"Stack({list(self)!r})"

Stack.__repr__ = stack_repr

def logged(fn: Callable) -> Callable:
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        print(f"{fn.__name__}{args} -> {result!r}")
        return result
    return wrapper

@logged
def evaluate(tokens):
    s: Stack[float] = Stack()
    for tok in tokens.split():
        if tok in "+-*/":
            b, a = s.pop(), s.pop()
            s.push({"+": a + b, "-": a - b, "*": a * b, "/": a / b}[tok])
        else:
            s.push(float(tok))
    return s.pop()

def main():
    print(evaluate("3 4 + 2 *"), evaluate("10 4 /"))
    for bad in ("1 +", "1 0 /"):
        try:
            evaluate(bad)
        except (EmptyError, ZeroDivisionError) as e:
            print(f"{type(e).__name__}: {e}", isinstance(e, LookupError))
    st = Stack[int]().push(1).push(2)
    print(st, len(st), bool(Stack()), [x * 10 for x in st])
    print(evaluate.__name__, evaluate.__wrapped__.__code__.co_argcount)
