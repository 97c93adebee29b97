# prove: proved
"""Regression: `except FrozenInstanceError` (imported by name) and `except AttributeError` (its
base) catch an assignment to a frozen dataclass's field."""
from dataclasses import FrozenInstanceError, dataclass


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0


def main() -> int:
    p = Point(1)
    try:
        p.x = 2
    except FrozenInstanceError as e:
        print("frozen:", e)
    try:
        p.y = 3
    except AttributeError as e:
        print("attribute error:", type(e).__name__)
    return p.x + p.y
