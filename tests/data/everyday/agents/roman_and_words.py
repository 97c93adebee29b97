NUMERALS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def roman(n):
    out = ""
    for value, sym in NUMERALS:
        count, n = divmod(n, value)
        out += sym * count
    return out


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
    return words(thousands) + " thousand" + (" " + words(rest) if rest else "")


def main():
    for n in [4, 19, 42, 99, 400, 1994, 2024, 3999]:
        print(f"{n:>5} {roman(n):<12} {words(n)}")
    return len(roman(3888))
