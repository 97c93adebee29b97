PAIRS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"{n} out of range")
    out = []
    for value, symbol in PAIRS:
        count, n = divmod(n, value)
        out.append(symbol * count)
    return "".join(out)


def from_roman(text):
    total = 0
    for i, ch in enumerate(text.upper()):
        if ch not in VALUES:
            raise KeyError(ch)
        value = VALUES[ch]
        if i + 1 < len(text) and VALUES.get(text[i + 1].upper(), 0) > value:
            total -= value
        else:
            total += value
    if to_roman(total) != text.upper():
        raise ValueError(f"non-canonical numeral {text!r}")
    return total


def main():
    for n in (1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999):
        print(f"{n:>5} -> {to_roman(n)}")
    for text in ("mcmxciv", "XLII", "IIII", "ABC", "MMXXIV"):
        try:
            print(f"{text:>8} -> {from_roman(text)}")
        except KeyError as err:
            print(f"{text:>8} -> bad symbol {err}")
        except ValueError as err:
            print(f"{text:>8} -> {err}")
    try:
        to_roman(0)
    except ValueError as err:
        print("error:", err)
    longest = max(range(1, 4000), key=lambda n: (len(to_roman(n)), -n))
    return longest, to_roman(longest)


if __name__ == "__main__":
    main()
