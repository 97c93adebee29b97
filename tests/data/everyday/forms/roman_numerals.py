TABLE = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def to_roman(n):
    out = []
    for value, sym in TABLE:
        while n >= value:
            out.append(sym)
            n -= value
    return "".join(out)


def from_roman(s):
    values = {sym: v for v, sym in TABLE if len(sym) == 1}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = values[a]
        total += -v if b != " " and values[b] > v else v
    return total


def main() -> None:
    for n in (1994, 2024, 3888, 4, 49):
        r = to_roman(n)
        back = from_roman(r)
        print(f"{n:>5} {r:<12} {'ok' if back == n else 'MISMATCH'}")
