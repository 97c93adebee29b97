def label(n: int) -> str:
    out = ""
    for divisor, word in ((3, "Fizz"), (5, "Buzz"), (7, "Bazz")):
        if n % divisor == 0:
            out += word
    return out or str(n)


def main() -> None:
    labels = list(map(label, range(1, 36)))
    for row in range(0, 35, 7):
        print(" ".join([s.center(8) for s in labels[row:row + 7]]))
    counts = {}
    for s in labels:
        kind = "number" if s.isdigit() else s
        counts[kind] = counts.get(kind, 0) + 1
    print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
