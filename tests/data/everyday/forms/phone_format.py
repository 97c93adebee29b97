NUMBERS = ["5551234567", "555-123-4567", "(555) 123 4567", "12345", "+1 555 123 4567"]


def digits(text):
    return "".join(ch for ch in text if "0" <= ch <= "9")


def fmt(number):
    d = digits(number)
    if len(d) == 11 and d[0] == "1":
        d = d[1:]
    if len(d) != 10:
        return None
    return f"({d[:3]}) {d[3:6]}-{d[6:]}"


def main() -> None:
    for n in NUMBERS:
        out = fmt(n)
        print(f"{n:<18} {out if out else 'invalid'}")
    valid = {fmt(n) for n in NUMBERS} - {None}
    print("distinct valid:", len(valid))
