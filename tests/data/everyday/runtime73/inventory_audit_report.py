"""An inventory audit: dataclass records with typed fields read back through
dataclasses.fields, a custom exception hierarchy with notes, error logging through
sys.exc_info in a shared reporter, and a fixed-width report."""
import sys
from dataclasses import dataclass, field, fields
from decimal import Decimal
from typing import Literal, Optional


class AuditError(Exception):
    pass


class CountMismatch(AuditError):
    def __init__(self, sku, expected, counted):
        super().__init__(f"{sku}: expected {expected}, counted {counted}")
        self.sku = sku
        self.delta = counted - expected


class UnknownSku(AuditError, KeyError):
    pass


@dataclass
class Item:
    sku: str
    name: str
    on_hand: int
    unit_cost: Decimal
    bins: list[str] = field(default_factory=list)
    supplier: Optional[str] = None
    status: Literal["active", "retired"] = "active"


CATALOG = {
    "A-100": Item("A-100", "hex bolt M6", 240, Decimal("0.12"), ["B1", "B4"], "Fastco"),
    "A-200": Item("A-200", "washer M6", 1000, Decimal("0.03"), ["B1"]),
    "C-310": Item("C-310", "cable tie 200mm", 85, Decimal("0.09"), [], "Tiemart", "retired"),
}

COUNTS = [("A-100", 236), ("A-200", 1000), ("Z-999", 4), ("C-310", 90)]

problems = []


def report_current(context):
    kind, error, _ = sys.exc_info()
    note = "; ".join(getattr(error, "__notes__", []))
    problems.append(f"{context:<8}{kind.__name__:<15}{error}" + (f" [{note}]" if note else ""))


def audit(sku, counted):
    item = CATALOG.get(sku)
    if item is None:
        raise UnknownSku(sku)
    if counted != item.on_hand:
        err = CountMismatch(sku, item.on_hand, counted)
        if item.status == "retired":
            err.add_note("item is retired")
        raise err
    return item


def main():
    print(" | ".join(f"{f.name}:{f.type}" for f in fields(Item)))
    print([f.name for f in fields(Item) if f.default is not f.default_factory])
    value = Decimal(0)
    for sku, counted in COUNTS:
        try:
            item = audit(sku, counted)
        except CountMismatch as e:
            report_current("count")
            value += e.delta * CATALOG[e.sku].unit_cost
        except AuditError:
            report_current("lookup")
        else:
            print(f"{item.sku:<6} {item.name:<18} {item.on_hand:>5} @ {item.unit_cost:>5} ok")
    print("\n".join(problems))
    print(f"shrinkage value: {value:+.2f}", sys.exc_info()[0])
    print(isinstance(UnknownSku("x"), KeyError), UnknownSku.__mro__[1].__name__)
    return len(problems), str(value)
