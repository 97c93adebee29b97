ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = n // 10, n % 10
        return TENS[t] + ("-" + ONES[o] if o else "")
    h, rest = n // 100, n % 100
    return ONES[h] + " hundred" + (" and " + words(rest) if rest else "")


def main() -> None:
    for n in (0, 7, 13, 40, 42, 99, 100, 115, 999):
        print(f"{n:>4} {words(n)}")
    longest = max(range(1, 1000), key=lambda n: (len(words(n)), -n))
    print("longest:", longest, words(longest))
