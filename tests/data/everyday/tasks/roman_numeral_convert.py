PAIRS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def to_roman(n):
    parts = []
    for value, sym in PAIRS:
        count, n = divmod(n, value)
        parts.append(sym * count)
    return "".join(parts)


def from_roman(s):
    values = {sym: v for v, sym in PAIRS if len(sym) == 1}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = values[a]
        total += -v if b != " " and values[b] > v else v
    return total


def main():
    years = [1987, 2026, 3999, 444, 14]
    for y in years:
        r = to_roman(y)
        assert from_roman(r) == y
        print(f"{y:>5} = {r}")
    longest = max(range(1, 400), key=lambda n: (len(to_roman(n)), n))
    print("longest below 400:", longest, to_roman(longest))
    return [from_roman(s) for s in ["MMXXVI", "XLII", "CDXLIV"]]
