ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
SCALES = [(10**9, "billion"), (10**6, "million"), (1000, "thousand"), (100, "hundred")]


def spell(n: int) -> str:
    if n < 0:
        return "minus " + spell(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    for value, name in SCALES:
        if n >= value:
            q, r = divmod(n, value)
            head = f"{spell(q)} {name}"
            if not r:
                return head
            joiner = " and " if r < 100 else ", " if value > 100 else " "
            return head + joiner + spell(r)
    raise AssertionError("unreachable")


def main():
    for n in [0, 7, 13, 20, 42, 99, 100, 101, 342, 1000, 1001, 12345, 1_000_000, 2_147_483_647, -58]:
        print(f"{n:>13,}: {spell(n)}")
    letters = sum(len(spell(i).replace(" ", "").replace("-", "")) for i in range(1, 101))
    print("letters 1..100:", letters)
    longest = max(range(1, 1000), key=lambda i: len(spell(i)))
    print(longest, spell(longest))
    print(sorted(range(1, 11), key=spell))


if __name__ == "__main__":
    main()
