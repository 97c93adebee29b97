PAIRS = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def to_roman(n: int) -> str:
    out = []
    for value, symbol in PAIRS:
        count, n = divmod(n, value)
        out.append(symbol * count)
    return "".join(out)


def from_roman(s: str) -> int:
    values = {sym: val for val, sym in PAIRS if len(sym) == 1}
    total = 0
    for i, ch in enumerate(s.upper()):
        v = values[ch]
        if i + 1 < len(s) and values[s[i + 1].upper()] > v:
            total -= v
        else:
            total += v
    return total


def main() -> None:
    for n in (1994, 2024, 3999, 4, 58):
        r = to_roman(n)
        print(str(n).rjust(5), r.ljust(12), from_roman(r.lower()) == n)
