RAW = ["(555) 123-4567", "555.123.4567", "+1 555 123 4567", "5551234567", "123-45", "1-800-FLOWERS", "555 123 456 7"]

LETTERS = {c: str(2 + i // 3 if c < "S" else (7 if c <= "S" else 2 + (i - 1) // 3)) for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZ")}


def keypad(c):
    groups = ["ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
    for i, g in enumerate(groups):
        if c in g:
            return str(i + 2)
    return ""


def normalize(raw):
    digits = "".join(ch if ch.isdigit() else keypad(ch.upper()) for ch in raw)
    if len(digits) == 11 and digits.startswith("1"):
        digits = digits[1:]
    if len(digits) != 10:
        return None
    return f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"


def main():
    good, bad = [], []
    for r in RAW:
        n = normalize(r)
        (good if n else bad).append((r, n))
    for r, n in good:
        print(f"{r!r:>20} -> {n}")
    print("rejected:", [r for r, _ in bad])
    distinct = sorted({n for _, n in good})
    return distinct
