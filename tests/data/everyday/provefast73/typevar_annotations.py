"""A small inventory helper typed with type variables and forms only in annotations: clauz3
runs it without typing's forms half, as CPython runs it."""
from typing import Dict, List, Optional, TypeVar


class Item:
    def __init__(self, name: str, count: int) -> None:
        self.name = name
        self.count = count


T = TypeVar("T", bound=Item)
K = TypeVar("K", str, bytes)


def first_short(items: List[T], limit: int) -> Optional[T]:
    for item in items:
        if item.count < limit:
            return item
    return None


def totals(items: List[Item]) -> Dict[str, int]:
    out: Dict[str, int] = {}
    for item in items:
        out[item.name] = out.get(item.name, 0) + item.count
    return out


def main():
    stock = [Item("bolt", 12), Item("nut", 3), Item("bolt", 5)]
    short: Optional[Item] = first_short(stock, 4)
    print(short.name if short is not None else "none")
    print(first_short(stock, 1))
    print(sorted(totals(stock).items()))
