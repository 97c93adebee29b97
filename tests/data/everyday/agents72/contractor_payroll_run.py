"""Payroll run for hourly contractors: overtime tiers, withholding, rounding to cents."""
from dataclasses import dataclass, field, asdict
from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN
import json

CENT = Decimal("0.01")
OVERTIME_AFTER = Decimal(40)
DOUBLE_AFTER = Decimal(60)
WITHHOLDING = [(Decimal("1000"), Decimal("0.10")), (Decimal("2500"), Decimal("0.18")), (None, Decimal("0.27"))]


@dataclass
class Contractor:
    name: str
    rate: Decimal
    hours: list[Decimal]
    pretax_pct: Decimal = Decimal("0")
    notes: list[str] = field(default_factory=list)


def cents(x: Decimal) -> Decimal:
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


def gross_pay(c: Contractor) -> tuple[Decimal, dict]:
    total = sum(c.hours, Decimal(0))
    regular = min(total, OVERTIME_AFTER)
    overtime = min(max(total - OVERTIME_AFTER, Decimal(0)), DOUBLE_AFTER - OVERTIME_AFTER)
    double = max(total - DOUBLE_AFTER, Decimal(0))
    pay = regular * c.rate + overtime * c.rate * Decimal("1.5") + double * c.rate * 2
    return cents(pay), {"regular": regular, "overtime": overtime, "double": double}


def withholding(taxable: Decimal) -> Decimal:
    tax, lower = Decimal(0), Decimal(0)
    for upper, rate in WITHHOLDING:
        top = taxable if upper is None else min(taxable, upper)
        if top > lower:
            tax += (top - lower) * rate
        if upper is None or taxable <= upper:
            break
        lower = upper
    return cents(tax)


def main():
    crew = [
        Contractor("Ada", Decimal("52.50"), [Decimal(h) for h in ("9", "9.5", "8", "10", "8.25")]),
        Contractor("Ben", Decimal("31.00"), [Decimal(h) for h in ("12", "12", "12", "12", "11.5", "6")], Decimal("0.05")),
        Contractor("Cleo", Decimal("78.125"), [Decimal(h) for h in ("4", "6.75")]),
    ]
    ledger = []
    print(f"{'name':<5} {'hours':>6} {'reg':>5} {'ot':>5} {'dbl':>5} {'gross':>10} {'pretax':>8} {'tax':>9} {'net':>10}")
    for c in crew:
        gross, split = gross_pay(c)
        pretax = cents(gross * c.pretax_pct)
        tax = withholding(gross - pretax)
        net = gross - pretax - tax
        hours = sum(c.hours, Decimal(0))
        if split["double"]:
            c.notes.append("double time: check approval")
        print(f"{c.name:<5} {hours:>6} {split['regular']:>5} {split['overtime']:>5} {split['double']:>5} "
              f"{gross:>10,} {pretax:>8} {tax:>9,} {net:>10,}")
        ledger.append({**asdict(c), "gross": gross, "net": net})
    total_net = sum(e["net"] for e in ledger)
    whole_dollars = total_net.to_integral_value(rounding=ROUND_DOWN)
    print(f"total net {total_net:,} (bank file: {whole_dollars} + {total_net - whole_dollars} cents part)")
    print(json.dumps(ledger[1], default=str, indent=1)[:200])
    for e in ledger:
        for note in e["notes"]:
            print(f"NOTE {e['name']}: {note}")


if __name__ == "__main__":
    main()
