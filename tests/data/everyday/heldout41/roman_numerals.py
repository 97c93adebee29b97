VALUES = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]


def to_roman(n: int) -> str:
    out = []
    for value, sym in VALUES:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)


def from_roman(s: str) -> int:
    lookup = {sym: v for v, sym in VALUES if len(sym) == 1}
    total = 0
    prev = 0
    for ch in reversed(s):
        v = lookup[ch]
        if v < prev:
            total -= v
        else:
            total += v
            prev = v
    return total


def main():
    samples = [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]
    for n in samples:
        r = to_roman(n)
        back = from_roman(r)
        status = "ok" if back == n else "MISMATCH"
        print(f"{n:>5} -> {r:<12} -> {back:<5} {status}")
    longest = max(range(1, 200), key=lambda k: (len(to_roman(k)), -k))
    print("longest under 200:", longest, to_roman(longest))
    print(sum(from_roman(x) for x in ["XII", "XXI", "CC"]))


if __name__ == "__main__":
    main()
