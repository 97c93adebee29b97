"""Typed collection factories kept in a table, as a config loader builds empty containers."""
from collections import Counter, OrderedDict, defaultdict, deque
from typing import Generic, TypeVar

T = TypeVar("T")


class Slot(Generic[T]):
    def __init__(self, value=None):
        self.value = value


class NamedSlot(Slot):
    pass


class Plain:
    pass


FACTORIES = {
    "queue": deque[int],
    "groups": defaultdict[str, list[int]],
    "ordered": OrderedDict[str, int],
    "tally": Counter[str],
    "bag": frozenset[int],
}


def main():
    for name, factory in FACTORIES.items():
        print(name, factory, factory.__origin__.__name__, len(factory.__args__))
    print(deque[int]([1, 2]), defaultdict[str, int](int), Counter[str]("aab"), frozenset[int]([1]))
    print({list[int]: 1}[list[int]], hash(list[int]) == hash(list[int]), callable(Slot[int]))
    print(list[int] == list[str], tuple[int] == tuple[int,], dict[str, int] != dict[str, int])
    print(list[int]("ab"), str(list[int]), repr(dict[str, int]), isinstance(list[int], type))
    slot = Slot[int]()
    print(type(slot) is Slot, slot.value, Slot[str].__origin__ is Slot, NamedSlot(3).value)
    for bad in (lambda: Plain[int], lambda: NamedSlot[int]):
        try:
            bad()
        except TypeError as e:
            print("TypeError:", e)
    for check in (issubclass, isinstance):
        for alias in (list[int], Slot[int]):
            try:
                check(list, alias)
            except TypeError as e:
                print("TypeError:", e)


if __name__ == "__main__":
    main()
