def classic(n):
    for i in range(1, n + 1):
        if i % 15 == 0:
            yield "FizzBuzz"
        elif i % 3 == 0:
            yield "Fizz"
        elif i % 5 == 0:
            yield "Buzz"
        else:
            yield str(i)


def rules_based(n, rules=((3, "Fizz"), (5, "Buzz"), (7, "Bazz"))):
    out = []
    for i in range(1, n + 1):
        word = "".join(w for d, w in rules if i % d == 0)
        out.append(word or str(i))
    return out


def make_checker(divisor, word):
    def check(i):
        return word if i % divisor == 0 else ""
    return check


def main():
    print(" ".join(classic(15)))
    print(", ".join(rules_based(21)))
    checkers = [make_checker(2, "Even"), make_checker(9, "Nine")]
    print([("".join(c(i) for c in checkers) or i) for i in range(1, 19)])
    counts = {}
    for word in classic(100):
        key = word if not word.isdigit() else "number"
        counts[key] = counts.get(key, 0) + 1
    print(counts)
    print(sum(int(w) for w in classic(30) if w.isdigit()))
    one_liner = ["Fizz" * (i % 3 == 0) + "Buzz" * (i % 5 == 0) or i for i in range(10, 16)]
    print(one_liner)


if __name__ == "__main__":
    main()
