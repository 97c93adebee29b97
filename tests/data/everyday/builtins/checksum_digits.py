CARDS = ("4539 1488 0343 6467", "8273 1232 7352 0569", "4111-1111-1111-1111", "1234")


def luhn_ok(number: str) -> bool:
    digits = [int(c) for c in number if c.isdigit()]
    if len(digits) < 12:
        return False
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def main() -> None:
    for card in CARDS:
        clean = card.replace(" ", "").replace("-", "")
        masked = "*" * (len(clean) - 4) + clean[-4:]
        print(f"{masked:>19} valid={luhn_ok(card)} issuer={'visa' if clean.startswith('4') else 'other'}")
    print("sum of digits:", [sum(map(int, filter(str.isdigit, c))) for c in CARDS])
