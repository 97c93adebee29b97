"""Classic digit puzzles: happy numbers, Armstrong numbers, Kaprekar's routine, digital roots."""


def digits(n):
    return [int(d) for d in str(n)]


def is_happy(n):
    seen = set()
    while n != 1 and n not in seen:
        seen.add(n)
        n = sum(d * d for d in digits(n))
    return n == 1


def is_armstrong(n):
    ds = digits(n)
    return n == sum(d ** len(ds) for d in ds)


def kaprekar(n, width=4):
    steps = []
    while n not in (0, 6174) and len(steps) < 10:
        s = str(n).zfill(width)
        big, small = int("".join(sorted(s, reverse=True))), int("".join(sorted(s)))
        n = big - small
        steps.append(f"{big:0{width}d}-{small:0{width}d}={n:0{width}d}")
    return steps


def digital_root(n):
    return 0 if n == 0 else 1 + (n - 1) % 9


def persistence(n):
    count = 0
    while n >= 10:
        product = 1
        for d in digits(n):
            product *= d
        n = product
        count += 1
    return count


def look_and_say(seed, rounds):
    term = seed
    for _ in range(rounds):
        out, i = [], 0
        while i < len(term):
            j = i
            while j < len(term) and term[j] == term[i]:
                j += 1
            out.append(f"{j - i}{term[i]}")
            i = j
        term = "".join(out)
        yield term


def main():
    happy = [n for n in range(1, 50) if is_happy(n)]
    print("happy below 50:", happy)
    print("armstrong below 10000:", [n for n in range(1, 10000) if is_armstrong(n)])
    for start in (3524, 2111, 9831, 1111):
        steps = kaprekar(start)
        print(f"kaprekar {start}: {len(steps)} steps" + (f", {steps[0]} ... {steps[-1]}" if steps else ""))
    roots = {n: digital_root(n) for n in (0, 9, 38, 493193, 10 ** 20 + 7)}
    print("digital roots:", roots, all(digital_root(n) == (n % 9 or 9) for n in range(1, 500)))
    most = max(range(1, 10000), key=lambda n: (persistence(n), -n))
    print(f"most persistent below 10000: {most} ({persistence(most)} steps)")
    print("look and say:", list(look_and_say("1", 7)))
    lengths = [len(t) for t in look_and_say("1", 20)]
    print(f"growth ratio at 20: {lengths[-1] / lengths[-2]:.4f}")
    palindromic_squares = [n * n for n in range(1, 1000) if str(n * n) == str(n * n)[::-1] and n * n > 100]
    print("palindromic squares:", palindromic_squares[:8])
    pandigital = [n for n in range(123, 330) if len(set(str(n) + str(2 * n) + str(3 * n)) - {"0"}) == 9
                  and len(str(n) + str(2 * n) + str(3 * n)) == 9]
    print("n|2n|3n pandigital:", pandigital)
    print(int("".join(map(str, range(1, 10)))) % 9, sum(map(int, str(2 ** 100))), divmod(-17, 5), -17 % 5, int("0042"))


if __name__ == "__main__":
    main()
