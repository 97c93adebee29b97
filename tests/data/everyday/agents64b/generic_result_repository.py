"""A generic in-memory repository typed with TypeVar/Generic and returning Result values."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, Generic, List, Optional, TypeVar, Union

T = TypeVar("T")
K = TypeVar("K")
E = TypeVar("E")


@dataclass(frozen=True)
class Ok(Generic[T]):
    value: T

    def map(self, fn):
        return Ok(fn(self.value))

    def unwrap_or(self, default):
        return self.value


@dataclass(frozen=True)
class Err(Generic[E]):
    error: E

    def map(self, fn):
        return self

    def unwrap_or(self, default):
        return default


Result = Union[Ok[T], Err[str]]


class Repository(Generic[K, T]):
    def __init__(self, key_fn: Callable[[T], K]):
        self._key_fn = key_fn
        self._rows: Dict[K, T] = {}

    def save(self, item: T) -> Result:
        key = self._key_fn(item)
        if key in self._rows:
            return Err(f"duplicate key {key!r}")
        self._rows[key] = item
        return Ok(key)

    def get(self, key: K) -> Result:
        if key not in self._rows:
            return Err(f"missing key {key!r}")
        return Ok(self._rows[key])

    def where(self, pred: Callable[[T], bool]) -> List[T]:
        return [row for row in self._rows.values() if pred(row)]

    def first(self, pred: Callable[[T], bool]) -> Optional[T]:
        return next(iter(self.where(pred)), None)

    def __len__(self):
        return len(self._rows)


@dataclass
class Book:
    isbn: str
    title: str
    year: int


@dataclass
class Member:
    member_id: int
    name: str


def describe(result: Result) -> str:
    match result:
        case Ok(value=v):
            return f"ok: {v}"
        case Err(error=e):
            return f"err: {e}"
    return "??"


def main():
    books: Repository[str, Book] = Repository(lambda b: b.isbn)
    members: Repository[int, Member] = Repository(lambda m: m.member_id)
    for b in [Book("111", "Dune", 1965), Book("222", "Emma", 1815), Book("111", "Dup", 2000),
              Book("333", "Ubik", 1969)]:
        print(describe(books.save(b)))
    for m in [Member(1, "ann"), Member(2, "raj"), Member(1, "bob")]:
        print(describe(members.save(m)))
    print(describe(books.get("222").map(lambda b: b.title.upper())))
    print(describe(books.get("999").map(lambda b: b.title)))
    print(books.get("999").unwrap_or("n/a"), members.get(2).unwrap_or(None).name)
    print([b.title for b in books.where(lambda b: b.year > 1900)])
    print(books.first(lambda b: b.year < 1800), len(books), len(members))
    print(Ok(3) == Ok(3), Ok(3) == Err(3), isinstance(Err("x"), Generic))
    print(Repository.__parameters__ if hasattr(Repository, "__parameters__") else None)
    print(T.__name__, Ok.__name__, Ok[int](5))


if __name__ == "__main__":
    main()
