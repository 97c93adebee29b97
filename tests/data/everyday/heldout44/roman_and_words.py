ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def to_roman(n):
    out = []
    for value, sym in ROMAN:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)


def from_roman(s):
    values = dict((sym, v) for v, sym in ROMAN if len(sym) == 1)
    total = 0
    for i, ch in enumerate(s):
        v = values[ch]
        if i + 1 < len(s) and values[s[i + 1]] > v:
            total -= v
        else:
            total += v
    return total


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return TENS[tens] + ("-" + ONES[ones] if ones else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return ONES[hundreds] + " hundred" + (" and " + words(rest) if rest else "")
    thousands, rest = divmod(n, 1000)
    return words(thousands) + " thousand" + ((" " if rest >= 100 else " and ") + words(rest) if rest else "")


def main():
    for n in (1, 4, 9, 14, 40, 90, 400, 1994, 2026, 3999):
        r = to_roman(n)
        assert from_roman(r) == n, n
        print(f"{n:>5} {r:<12} {words(n)}")
    try:
        from_roman("ABC")
    except KeyError as e:
        print("bad numeral:", e)


if __name__ == "__main__":
    main()
