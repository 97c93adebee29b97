"""Validating incoming records against TypedDict declarations: which keys are required."""
from typing import TypedDict, Required, NotRequired, Annotated, Optional
import typing


class Point(TypedDict):
    x: int
    y: int


class Labelled(Point, total=False):
    label: str
    tags: list[str]
    weight: Annotated[Required[float], "kg"]


class Tagged(Point, total=False):
    tags: list[str]
    size: tuple[int, ...]
    note: None


class Event(TypedDict, total=True):
    name: str
    when: NotRequired[str]
    who: Optional[str]


Owner = TypedDict("Owner", {"name": str, "age": int, "nick": None}, total=False)
Pet = typing.TypedDict("Pet", {"kind": str, "owner": str})


def check(record: dict, schema) -> list:
    problems = []
    for key in sorted(schema.__required_keys__):
        if key not in record:
            problems.append(f"missing {key}")
    allowed = schema.__required_keys__ | schema.__optional_keys__
    for key in sorted(set(record) - allowed):
        problems.append(f"unexpected {key}")
    return problems


def typed_problems(record: dict, schema) -> list:
    out = []
    for key, typ in schema.__annotations__.items():
        if key in record and isinstance(typ, type) and not isinstance(record[key], typ):
            out.append(f"{key}: expected {typ.__name__}, got {type(record[key]).__name__}")
    return out


def main():
    print(Point.__annotations__, Point.__total__)
    print(sorted(Point.__required_keys__), sorted(Point.__optional_keys__))
    print(sorted(Labelled.__required_keys__), sorted(Labelled.__optional_keys__), Labelled.__total__)
    print(list(Tagged.__annotations__), Tagged.__total__, sorted(Tagged.__optional_keys__))
    print(Tagged.__annotations__["tags"], Tagged.__annotations__["x"], Tagged.__annotations__["size"])
    print(Tagged.__annotations__["note"], Tagged.__annotations__ == Tagged.__annotations__)
    print(sorted(Event.__required_keys__), sorted(Event.__optional_keys__), Event.__total__)
    print(Owner.__annotations__, Owner.__total__, Owner.__required_keys__ == frozenset())
    print(sorted(Owner.__optional_keys__), type(Owner.__optional_keys__).__name__)
    print(sorted(Pet.__required_keys__), Pet.__annotations__["kind"])
    records = [
        {"x": 1, "y": 2},
        {"x": 1, "label": "a", "weight": 2.5},
        {"x": 1, "y": "2", "weight": 3, "colour": "red"},
    ]
    for r in records:
        print(check(r, Labelled), typed_problems(r, Point))
    print(check({"name": "boot", "who": None}, Event), check({}, Owner))
    p = Labelled(x=1, y=2, weight=1.0)
    print(p, type(p).__name__, len(Point.__annotations__))
    print(Point.__name__, getattr(Point, "__total__"), hasattr(Point, "__required_keys__"))


if __name__ == "__main__":
    main()
