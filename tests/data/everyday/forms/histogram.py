VALUES = [3, 7, 2, 9, 4, 7, 1, 8, 5, 7, 3, 6]


def buckets(values, width=3):
    counts = {}
    for v in values:
        lo = v // width * width
        counts[lo] = counts.get(lo, 0) + 1
    for lo in sorted(counts):
        yield f"{lo}-{lo + width - 1}", counts[lo]


def main() -> None:
    rows = list(buckets(VALUES))
    widest = max(n for _, n in rows)
    for label, n in rows:
        print(f"{label:>5} | {'#' * n:<{widest}} {n}")
    mode = max(set(VALUES), key=lambda v: (VALUES.count(v), v))
    print("mode:", mode, "median:", sorted(VALUES)[len(VALUES) // 2])
