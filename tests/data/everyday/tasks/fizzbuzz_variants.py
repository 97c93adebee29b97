RULES = [(3, "Fizz"), (5, "Buzz"), (7, "Bazz")]


def say(n, rules=RULES):
    words = "".join(word for d, word in rules if n % d == 0)
    return words or str(n)


def main():
    line = [say(n) for n in range(1, 22)]
    print(" ".join(line))
    counts = {}
    for n in range(1, 106):
        w = say(n)
        if not w.isdigit():
            counts[w] = counts.get(w, 0) + 1
    for w, c in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{w:>14}: {c}")
    only_fizz = say(9, rules=[(3, "Fizz")])
    return only_fizz, say(105), len(counts)
