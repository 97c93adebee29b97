"""Post-process OCR'd invoice lines into structured records."""
import re
from dataclasses import dataclass, field

RAW = """
INV0ICE No: 2024-0113
Date: 2024-03-O5
Widget A    3 x 12,50   37,50
Gadget-B    1 x 199.99  199.99
Cable  l0m  2 x 7.25    14.50
Sub total               251.99
VAT 20%                  50.40
TOTAL                   302.39
"""

FIXES = {"0": "O", "l": "1"}
LINE_RE = re.compile(r"^(?P<name>.+?)\s+(?P<qty>\d+)\s*x\s*(?P<unit>[\d.,]+)\s+(?P<total>[\d.,]+)$")


@dataclass
class Item:
    name: str
    qty: int
    unit: float
    total: float

    @property
    def consistent(self) -> bool:
        return abs(self.qty * self.unit - self.total) < 0.01


@dataclass
class Invoice:
    number: str = ""
    date: str = ""
    items: list = field(default_factory=list)
    stated_total: float = 0.0


def to_number(text: str) -> float:
    return float(text.replace(",", "."))


def fix_digits(text: str) -> str:
    return text.replace("O", "0").replace("o", "0")


def parse(raw: str) -> Invoice:
    inv = Invoice()
    for line in raw.strip().splitlines():
        line = line.strip()
        if line.upper().startswith("INV"):
            inv.number = line.split(":", 1)[1].strip()
        elif line.startswith("Date"):
            inv.date = fix_digits(line.split(":", 1)[1].strip())
        elif line.startswith("TOTAL"):
            inv.stated_total = to_number(line.split()[-1])
        else:
            m = LINE_RE.match(line)
            if m:
                inv.items.append(Item(m["name"].strip(), int(m["qty"]), to_number(m["unit"]), to_number(m["total"])))
    return inv


def main():
    inv = parse(RAW)
    print(f"Invoice {inv.number} dated {inv.date}")
    for it in inv.items:
        flag = "ok" if it.consistent else "MISMATCH"
        print(f"  {it.name:<12} {it.qty:>3} x {it.unit:>8.2f} = {it.total:>8.2f}  [{flag}]")
    subtotal = sum(i.total for i in inv.items)
    vat = round(subtotal * 0.20, 2)
    print(f"computed subtotal {subtotal:.2f}, vat {vat:.2f}, total {subtotal + vat:.2f}")
    diff = inv.stated_total - (subtotal + vat)
    print("stated total matches" if abs(diff) < 0.02 else f"stated total off by {diff:+.2f}")


if __name__ == "__main__":
    main()
