ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    if n < 1000:
        h, r = divmod(n, 100)
        return ONES[h] + " hundred" + (" and " + words(r) if r else "")
    th, r = divmod(n, 1000)
    return words(th) + " thousand" + ((" " if r >= 100 else " and ") + words(r) if r else "")


def main():
    for n in [0, 7, 13, 40, 99, 101, 342, 1000, 1999, 21013, 999999]:
        print(f"{n:>7,}: {words(n)}")
    letters = sum(len(words(n).replace(" ", "").replace("-", "")) for n in range(1, 1001))
    print("letters 1..1000:", letters)
    return max(range(1, 200), key=lambda n: len(words(n)))
