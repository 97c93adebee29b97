"""Print cheque amounts in words (US style) from Decimal amounts, with validation."""
from decimal import Decimal, ROUND_HALF_UP, InvalidOperation

ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
        "fourteen fifteen sixteen seventeen eighteen nineteen").split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
SCALES = [(10 ** 9, "billion"), (10 ** 6, "million"), (1000, "thousand"), (1, "")]

PAYMENTS = [
    ("Acme Plumbing", "1234.56"),
    ("City Water", "89.5"),
    ("Dr. Patel", "1000000"),
    ("Rent", "2015.005"),
    ("Tiny", "0.07"),
    ("Bad", "12,50"),
    ("Negative", "-40"),
    ("Big Co", "3001017.99"),
    ("Round", "99.995"),
]


def below_thousand(n: int) -> str:
    words = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        words.append(f"{ONES[hundreds]} hundred")
    if rest >= 20:
        tens, ones = divmod(rest, 10)
        words.append(TENS[tens] + (f"-{ONES[ones]}" if ones else ""))
    elif rest or not hundreds:
        words.append(ONES[rest])
    return " ".join(words)


def int_words(n: int) -> str:
    if n == 0:
        return "zero"
    parts = []
    for size, name in SCALES:
        chunk, n = divmod(n, size)
        if chunk:
            parts.append(below_thousand(chunk) + (f" {name}" if name else ""))
    return " ".join(parts)


def cheque_line(amount: Decimal) -> str:
    cents_total = int((amount * 100).to_integral_value(rounding=ROUND_HALF_UP))
    dollars, cents = divmod(cents_total, 100)
    text = f"{int_words(dollars)} and {cents:02d}/100 dollars"
    return text[0].upper() + text[1:]


def main():
    issued = Decimal(0)
    for payee, raw in PAYMENTS:
        try:
            amount = Decimal(raw)
        except InvalidOperation:
            print(f"{payee:<14} REJECTED: {raw!r} is not a valid amount")
            continue
        if amount.is_signed() or amount <= 0:
            print(f"{payee:<14} REJECTED: amount must be positive, got {amount}")
            continue
        rounded = amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        issued += rounded
        words = cheque_line(amount)
        print(f"{payee:<14}${rounded:>14,}")
        print(f"{'':<14}{words:*<72}")
    print(f"total issued: ${issued:,}")
    print("spot checks:", [int_words(n) for n in (0, 15, 40, 101, 110, 999, 1_001, 20_020)])
    print("exponent forms:", Decimal("1E+3"), Decimal("1E+3").quantize(Decimal("0.01")), int(Decimal("1E+3")))
    return str(issued)


if __name__ == "__main__":
    main()
