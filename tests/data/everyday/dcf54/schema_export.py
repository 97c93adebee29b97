"""Export a table of sensor readings: a CSV header and a schema from the dataclass's fields."""
from dataclasses import MISSING, asdict, astuple, dataclass, field, fields
from datetime import date
from decimal import Decimal
from enum import Enum


class Unit(Enum):
    CELSIUS = "C"
    PERCENT = "%"


@dataclass
class Reading:
    sensor: str
    day: date
    value: Decimal = field(metadata={"unit": "varies", "precision": 2})
    unit: Unit = Unit.CELSIUS
    tags: list = field(default_factory=list, metadata={"export": False})
    note: str = field(default="", repr=False)


def schema(cls):
    rows = []
    for f in fields(cls):
        if f.default is not MISSING:
            default = repr(f.default)
        elif f.default_factory is not MISSING:
            default = "factory " + f.default_factory.__name__
        else:
            default = "required"
        rows.append((f.name, f.type.__name__, default, f.metadata.get("unit", "-")))
    return rows


def to_csv(readings):
    names = [f.name for f in fields(Reading) if f.metadata.get("export", True)]
    lines = [",".join(names)]
    for r in readings:
        data = asdict(r)
        lines.append(",".join(str(data[n].value if isinstance(data[n], Unit) else data[n]) for n in names))
    return "\n".join(lines)


def main():
    readings = [
        Reading("kitchen", date(2024, 3, 1), Decimal("21.50")),
        Reading("cellar", date(2024, 3, 1), Decimal("64.2"), Unit.PERCENT, ["humid"]),
        Reading("attic", date(2024, 3, 2), Decimal("-3.25"), note="frost"),
    ]
    for row in schema(Reading):
        print("{:<8} {:<8} {:<14} {}".format(*row))
    print(to_csv(readings))
    exported = asdict(readings[1])
    exported["tags"].append("checked")
    print(readings[1].tags, exported["tags"], exported["unit"] is Unit.PERCENT)
    print(astuple(readings[0]))
    print(readings[2])
    total = sum(r.value for r in readings)
    print("mean:", round(total / len(readings), 2))
    try:
        fields(42)
    except TypeError as e:
        print("TypeError:", e)
    return len(readings)


if __name__ == "__main__":
    main()
