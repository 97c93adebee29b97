ENCODED = ["a3b2c1", "x10", "m1n1o1", "z2y3"]


def decode(code):
    letter, digits = None, ""
    for ch in code + "$":
        if "0" <= ch <= "9":
            digits += ch
            continue
        if letter is not None:
            yield letter * int(digits)
        letter, digits = ch, ""


def main() -> None:
    for code in ENCODED:
        text = "".join(decode(code))
        print(f"{code:>8} -> {text}")
    total = sum(len("".join(decode(c))) for c in ENCODED)
    print("total length:", total)
