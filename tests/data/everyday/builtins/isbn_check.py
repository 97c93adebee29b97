ISBNS = ("0-306-40615-2", "978-0-306-40615-7", "0306406153", "978-3-16-148410-0", "12345")


def check10(d: str) -> bool:
    total = sum([(10 - i) * (10 if c == "X" else int(c)) for i, c in enumerate(d)])
    return total % 11 == 0


def check13(d: str) -> bool:
    total = sum([int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d)])
    return total % 10 == 0


def main() -> None:
    for raw in ISBNS:
        digits = raw.replace("-", "")
        if len(digits) == 10:
            kind, ok = "ISBN-10", check10(digits)
        elif len(digits) == 13:
            kind, ok = "ISBN-13", check13(digits)
        else:
            kind, ok = "unknown", False
        print(f"{raw:<20}{kind:<9}{'valid' if ok else 'INVALID'}")
    print("valid count:", sum([1 for r in ISBNS if len(r.replace('-', '')) in (10, 13) and (check10 if len(r.replace('-', '')) == 10 else check13)(r.replace('-', ''))]))
