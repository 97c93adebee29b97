"""Describe dataclass fields and typed config entries by their annotations' names."""
import collections
from dataclasses import dataclass, field, fields
from typing import Generic, Optional, TypeVar

T = TypeVar("T")


class Registry(Generic[T]):
    def __init__(self) -> None:
        self.items: dict[str, T] = {}


@dataclass
class Job:
    name: str
    tags: list[str] = field(default_factory=list)
    limits: dict[str, int] = field(default_factory=dict)
    queue: collections.deque[int] = field(default_factory=collections.deque)
    pair: tuple[int, ...] = ()
    kind: type[int] = int
    retries: int = 3
    owner: Optional[str] = None


def type_label(tp) -> str:
    if isinstance(tp, str):
        return tp
    return getattr(tp, "__name__", repr(tp))


def main():
    for f in fields(Job):
        tp = f.type
        module = getattr(tp, "__module__", "?")
        print(f"{f.name:<8} {type_label(tp):<9} {module:<12} {tp!r}")
    aliases = [list[int], dict[str, list[int]], frozenset[str], collections.Counter[str],
               collections.defaultdict[str, int], collections.OrderedDict[str, int], Registry[int]]
    for a in aliases:
        print(f"{a!s} | name={a.__name__:<12} qualname={a.__qualname__:<12} module={a.__module__}")
    by_origin = collections.Counter(a.__origin__.__name__ for a in aliases)
    print(sorted(by_origin.items()))
    print(getattr(5, "__name__", "no name"), getattr(list[int], "__doc__", None) == list.__doc__)
    return len(aliases)


if __name__ == "__main__":
    main()
