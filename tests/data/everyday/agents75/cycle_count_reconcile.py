"""Reconcile a warehouse cycle count against the system ledger and plan adjustments."""
from __future__ import annotations

import enum
from dataclasses import dataclass, field, asdict
from decimal import Decimal
from operator import attrgetter
import json


class Verdict(enum.Enum):
    MATCH = "match"
    SHRINK = "shrink"
    SURPLUS = "surplus"
    RECOUNT = "recount"

    def __str__(self) -> str:
        return self.value.upper()


@dataclass(frozen=True)
class LedgerLine:
    sku: str
    bin: str
    qty: int
    unit_cost: Decimal


@dataclass
class CountLine:
    sku: str
    bin: str
    counts: list[int] = field(default_factory=list)

    @property
    def agreed(self) -> int | None:
        if len(self.counts) >= 2 and len(set(self.counts[-2:])) == 1:
            return self.counts[-1]
        if len(self.counts) == 1:
            return self.counts[0]
        return None


@dataclass(order=True)
class Adjustment:
    value: Decimal
    sku: str = field(compare=False)
    bin: str = field(compare=False)
    delta: int = field(compare=False)
    verdict: Verdict = field(compare=False)


LEDGER = [
    LedgerLine("BOLT-M6", "A1", 500, Decimal("0.04")),
    LedgerLine("NUT-M6", "A1", 480, Decimal("0.03")),
    LedgerLine("GEAR-12", "B3", 40, Decimal("7.50")),
    LedgerLine("MOTOR-S", "C1", 12, Decimal("89.00")),
    LedgerLine("BELT-XL", "C2", 25, Decimal("12.25")),
]

COUNTS = [
    CountLine("BOLT-M6", "A1", [496]),
    CountLine("NUT-M6", "A1", [480]),
    CountLine("GEAR-12", "B3", [38, 41]),
    CountLine("MOTOR-S", "C1", [11, 11]),
    CountLine("BELT-XL", "C2", [27]),
    CountLine("WASHER-6", "A2", [150]),
]

TOLERANCE_VALUE = Decimal("5.00")


def reconcile(ledger, counts):
    by_key = {(l.sku, l.bin): l for l in ledger}
    adjustments, unknown = [], []
    counted = set()
    for c in counts:
        key = (c.sku, c.bin)
        counted.add(key)
        line = by_key.get(key)
        if line is None:
            unknown.append(c)
            continue
        qty = c.agreed
        if qty is None:
            adjustments.append(Adjustment(Decimal(0), c.sku, c.bin, 0, Verdict.RECOUNT))
            continue
        delta = qty - line.qty
        verdict = Verdict.MATCH if delta == 0 else Verdict.SHRINK if delta < 0 else Verdict.SURPLUS
        adjustments.append(Adjustment(abs(delta) * line.unit_cost, c.sku, c.bin, delta, verdict))
    not_counted = sorted(set(by_key) - counted)
    return adjustments, unknown, not_counted


def main():
    adjustments, unknown, not_counted = reconcile(LEDGER, COUNTS)
    print(f"{'SKU':<9}{'bin':<5}{'delta':>6}{'value':>9}  verdict")
    for adj in sorted(adjustments, reverse=True):
        print(f"{adj.sku:<9}{adj.bin:<5}{adj.delta:>+6}{adj.value:>9.2f}  {adj.verdict}")
    needs_approval = [a for a in adjustments if a.value > TOLERANCE_VALUE]
    auto = [a for a in adjustments if a.verdict in (Verdict.SHRINK, Verdict.SURPLUS) and a not in needs_approval]
    print("auto-post:", ", ".join(map(attrgetter("sku"), auto)) or "none")
    print("approval:", ", ".join(f"{a.sku} ({a.value})" for a in needs_approval) or "none")
    print("recount:", [a.sku for a in adjustments if a.verdict is Verdict.RECOUNT])
    print("unknown items:", [f"{c.sku}@{c.bin}" for c in unknown])
    print("not counted:", not_counted)
    net = sum((a.delta * next(l.unit_cost for l in LEDGER if l.sku == a.sku) for a in adjustments), Decimal(0))
    print(f"net book change: {net:+.2f}")
    payload = [dict(asdict(a), value=str(a.value), verdict=a.verdict.value) for a in needs_approval]
    print(json.dumps(payload, indent=2))
    print(Verdict("shrink") is Verdict.SHRINK, [v.name for v in Verdict])


if __name__ == "__main__":
    main()
