"""Print a till receipt: aligned columns, multi-buy offers, VAT breakdown and cash change."""
from decimal import Decimal
from collections import Counter

WIDTH = 40
PRICES = {
    "milk 2l": (Decimal("1.65"), "A"),
    "bread wholemeal": (Decimal("1.40"), "A"),
    "apples (kg)": (Decimal("2.20"), "A"),
    "dish soap": (Decimal("2.75"), "B"),
    "chocolate bar": (Decimal("0.95"), "B"),
    "newspaper": (Decimal("3.00"), "C"),
}
VAT = {"A": Decimal("0.00"), "B": Decimal("0.20"), "C": Decimal("0.05")}
OFFERS = {"chocolate bar": (3, Decimal("2.00"))}  # 3 for 2.00

SCANS = ["milk 2l", "chocolate bar", "apples (kg)*1.35", "chocolate bar", "dish soap",
         "chocolate bar", "bread wholemeal", "chocolate bar", "newspaper", "mystery item"]


def line(left, right="", fill=" "):
    return left + fill * (WIDTH - len(left) - len(right)) + right


def main():
    counts, weighed, unknown = Counter(), {}, []
    for scan in SCANS:
        name, _, weight = scan.partition("*")
        if name not in PRICES:
            unknown.append(name)
            continue
        if weight:
            weighed[name] = Decimal(weight)
        else:
            counts[name] += 1
    out = ["CORNER SHOP".center(WIDTH), "12 High Street".center(WIDTH), "=" * WIDTH]
    subtotal = Decimal(0)
    by_band = Counter()
    for name, qty in counts.items():
        price, band = PRICES[name]
        cost = price * qty
        out.append(line(f"{qty} x {name}", f"{cost:.2f} {band}"))
        if name in OFFERS:
            n, deal = OFFERS[name]
            groups = qty // n
            if groups:
                saving = (price * n - deal) * groups
                cost -= saving
                out.append(line(f"   offer {n} for {deal}", f"-{saving:.2f}  "))
        subtotal += cost
        by_band[band] += cost
    for name, kg in weighed.items():
        price, band = PRICES[name]
        cost = (price * kg).quantize(Decimal("0.01"))
        out.append(line(name, f"{cost:.2f} {band}"))
        out.append(f"   {kg} kg @ {price}/kg")
        subtotal += cost
        by_band[band] += cost
    out.append("-" * WIDTH)
    out.append(line("TOTAL", f"{subtotal:.2f}  "))
    paid = Decimal("20")
    out.append(line("CASH", f"{paid:.2f}  "))
    out.append(line("CHANGE", f"{paid - subtotal:.2f}  "))
    out.append("")
    out.append(f"{'VAT':<6}{'rate':>6}{'gross':>10}{'vat':>9}")
    for band in sorted(by_band):
        gross = by_band[band]
        vat = (gross * VAT[band] / (1 + VAT[band])).quantize(Decimal("0.01"))
        out.append(f"{band:<6}{VAT[band]:>6.0%}{gross:>10.2f}{vat:>9.2f}")
    items = sum(counts.values()) + len(weighed)
    out.append(f"{items} items".rjust(WIDTH, "."))
    if unknown:
        out.append(f"NOT FOUND: {', '.join(unknown)}".ljust(WIDTH, "!"))
    out.append("Thank you!".center(WIDTH, "*"))
    print("\n".join(out))
    change = paid - subtotal
    notes = []
    for coin in (Decimal("5"), Decimal("2"), Decimal("1"), Decimal("0.5"), Decimal("0.2"), Decimal("0.1"), Decimal("0.05"), Decimal("0.02"), Decimal("0.01")):
        n, change = divmod(change, coin)
        if n:
            notes.append(f"{int(n)}x{coin}")
    print("change given as:", " ".join(notes))
    return str(subtotal)


if __name__ == "__main__":
    main()
