"""Validate user-supplied status tables by building @unique enumerations from them."""
from enum import Enum, Flag, IntEnum, auto, unique


def build(kind: str):
    if kind == "status":
        @unique
        class Status(Enum):
            OPEN = "open"
            CLOSED = "closed"
            DONE = "closed"
        return Status
    if kind == "priority":
        @unique
        class Priority(IntEnum):
            LOW = 1
            MEDIUM = 2
            HIGH = 3
            URGENT = 3
            CRITICAL = 3
        return Priority
    if kind == "perm":
        @unique
        class Perm(Flag):
            READ = auto()
            WRITE = auto()
            BOTH = READ | WRITE
        return Perm
    @unique
    class Shape(Enum):
        CIRCLE = auto()
        SQUARE = auto()
    return Shape


def main():
    made = []
    for kind in ("status", "priority", "perm", "shape", "status"):
        try:
            cls = build(kind)
        except ValueError as err:
            print(f"{kind:<9} rejected: {err}")
            continue
        made.append(cls)
        print(f"{kind:<9} ok: {[m.name for m in cls]}")
    print(len(made), made[0].__name__, made[0].__qualname__)
    return len(made)


if __name__ == "__main__":
    main()
