"""Validate EAN-13 codes and render their bar patterns as text."""
L_CODES = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"]
G_CODES = ["".join("1" if b == "0" else "0" for b in reversed(code)) for code in L_CODES]
R_CODES = ["".join("1" if b == "0" else "0" for b in code) for code in L_CODES]
PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"]


class BarcodeError(ValueError):
    pass


def check_digit(first12):
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(first12))
    return (10 - total % 10) % 10


def validate(code):
    code = code.replace("-", "").replace(" ", "")
    if not code.isdigit():
        raise BarcodeError(f"{code!r} contains non-digits")
    if len(code) == 12:
        code += str(check_digit(code))
    if len(code) != 13:
        raise BarcodeError(f"{code!r} has {len(code)} digits, expected 12 or 13")
    expected = check_digit(code[:12])
    if int(code[12]) != expected:
        raise BarcodeError(f"{code}: check digit {code[12]} should be {expected}")
    return code


def bars(code):
    parity = PARITY[int(code[0])]
    left = "".join((L_CODES if p == "L" else G_CODES)[int(d)] for p, d in zip(parity, code[1:7]))
    right = "".join(R_CODES[int(d)] for d in code[7:])
    return "101" + left + "01010" + right + "101"


def country(code):
    prefix = int(code[:3])
    table = [(0, 19, "US/CA"), (300, 379, "FR"), (400, 440, "DE"), (450, 459, "JP"), (490, 499, "JP"),
             (500, 509, "UK"), (978, 979, "book (ISBN)")]
    return next((name for lo, hi, name in table if lo <= prefix <= hi), "other")


def main():
    inputs = ["4006381333931", "978-0-306-40615-7", "501234567890", "4006381333932", "12345", "97803064O6157"]
    for raw in inputs:
        try:
            code = validate(raw)
        except BarcodeError as exc:
            print(f"{raw:<20} invalid: {exc}")
            continue
        pattern = bars(code)
        print(f"{raw:<20} ok {code} [{country(code)}] {len(pattern)} modules")
        print("   " + pattern.replace("1", "█").replace("0", " ")[:48] + "…")
    print("G/R tables agree:", all(g[::-1] == r for g, r in zip(G_CODES, R_CODES)))
    ones = [code.count("1") for code in L_CODES]
    print("ones per L code:", ones, "runs in 7:", max(len(run) for code in L_CODES for run in code.split("0")))
    print(f"check digits of 978030640615x..: {[check_digit('97803064061' + str(d)) for d in range(4)]}")


if __name__ == "__main__":
    main()
