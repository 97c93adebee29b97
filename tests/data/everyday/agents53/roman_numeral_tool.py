"""Convert to and from roman numerals with validation and a round-trip check."""
import re

PAIRS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
VALID = re.compile(r"^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")


def to_roman(n):
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(f"expected int, got {type(n).__name__}")
    if not 0 < n < 4000:
        raise ValueError(f"{n} out of range 1..3999")
    out = []
    for value, sym in PAIRS:
        q, n = divmod(n, value)
        out.append(sym * q)
    return "".join(out)


def from_roman(s):
    s = s.upper().strip()
    if not s or not VALID.match(s):
        raise ValueError(f"invalid numeral {s!r}")
    values = {sym: v for v, sym in PAIRS if len(sym) == 1}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        va, vb = values[a], values.get(b, 0)
        total += -va if va < vb else va
    return total


def main():
    for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
        print(f"{n:>5} -> {to_roman(n)}")
    for bad in [0, 4000, 2.5, True]:
        try:
            to_roman(bad)
        except (TypeError, ValueError) as e:
            print(f"{bad!r:>5} -> {type(e).__name__}: {e}")
    for s in ["mcmxciv", "XLII", "IIII", "VX", "", " cdxliv "]:
        try:
            print(f"{s!r:>10} -> {from_roman(s)}")
        except ValueError as e:
            print(f"{s!r:>10} -> error: {e}")
    bad = [n for n in range(1, 4000) if from_roman(to_roman(n)) != n]
    print("round trip failures:", len(bad))
    longest = max(range(1, 4000), key=lambda n: (len(to_roman(n)), -n))
    print("longest:", longest, to_roman(longest))


if __name__ == "__main__":
    main()
