"""Extract line items from OCR'd receipts and mask card numbers before storage."""
import re
from decimal import Decimal

RECEIPTS = """\
=== FRESHMART #0421 ===  2024-03-14 18:22
2 x Oat Milk 1L          @ 1.89      3.78
Sourdough Loaf                       4.50
3 x Banana               @ 0.25      0.75
Coffee Beans 500g                   11.99
  DISCOUNT COFFEE10                 -1.20
SUBTOTAL                            19.82
TAX 8%                               1.59
TOTAL                               21.41
VISA ************4242  AUTH 883311
=== CORNER CAFE ===  2024-03-15 08:05
Flat White                           3.60
1 x Croissant            @ 2.80      2.80
TOTAL                                6.40
Card: 5500 0000 0000 0004 (MC)
"""

HEADER = re.compile(r"^=== (?P<store>.+?) ===\s+(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>\d{2}:\d{2})$")
ITEM = re.compile(
    r"^(?:(?P<qty>\d+) x )?(?P<name>[A-Za-z][\w .%]*?)\s+(?:@ (?P<unit>\d+\.\d{2})\s+)?(?P<amount>-?\d+\.\d{2})$"
)
CARD = re.compile(r"\b(?:\d[ -]?){12}(\d{4})\b|\*{12}(\d{4})")
KEYWORDS = {"SUBTOTAL", "TOTAL", "TAX"}


def mask_card(m: re.Match) -> str:
    last4 = m.group(1) or m.group(2)
    return f"****-****-****-{last4}"


def parse(text: str) -> list[dict]:
    receipts = []
    for raw in text.splitlines():
        line = raw.strip()
        if h := HEADER.match(line):
            receipts.append({**h.groupdict(), "items": [], "totals": {}, "payment": None})
            continue
        current = receipts[-1]
        if CARD.search(line):
            current["payment"] = CARD.sub(mask_card, line)
            continue
        m = ITEM.match(line)
        if not m:
            print("  ?? unparsed:", line)
            continue
        name = m["name"].strip()
        amount = Decimal(m["amount"])
        key = name.split()[0]
        if key in KEYWORDS:
            current["totals"][key.lower()] = amount
        else:
            qty = int(m["qty"] or 1)
            if m["unit"]:
                assert Decimal(m["unit"]) * qty == amount, line
            current["items"].append((qty, name, amount))
    return receipts


def main():
    for r in parse(RECEIPTS):
        print(f"{r['store'].title()} on {r['date']} at {r['time']}")
        for qty, name, amount in r["items"]:
            print(f"  {qty:>2} {name:<22}{amount:>8}")
        computed = sum((a for _, _, a in r["items"]), Decimal("0"))
        total = r["totals"]["total"]
        tax = r["totals"].get("tax", Decimal("0"))
        ok = "ok" if computed + tax == total else f"MISMATCH (diff {total - computed - tax})"
        print(f"  items {computed} + tax {tax} = {computed + tax} vs total {total}: {ok}")
        print(f"  paid with: {r['payment']}")
    words = re.findall(r"\b[A-Z]{3,}\b", RECEIPTS)
    print("shouty words:", sorted(set(words)))
    print("prices over 4:", [p for p in re.findall(r"(?<![\d.])\d+\.\d\d\b", RECEIPTS) if Decimal(p) > 4])
    print(re.sub(r"(?P<d>\d{4})-(?P<m>\d{2})-(?P<day>\d{2})", r"\g<day>/\g<m>/\g<d>", "on 2024-03-14 and 2024-03-15"))
    return True


if __name__ == "__main__":
    main()
