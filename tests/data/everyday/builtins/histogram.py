VALUES = (3, 7, 7, 2, 9, 4, 4, 4, 1, 8, 6, 7, 5, 5, 3)


def main() -> None:
    buckets = {}
    for v in VALUES:
        low = (v - 1) // 3 * 3 + 1
        label = f"{low}-{low + 2}"
        buckets[label] = buckets.get(label, 0) + 1
    widest = max(map(len, buckets))
    peak = max(buckets.values())
    for label in sorted(buckets, key=lambda s: int(s.split("-")[0])):
        n = buckets[label]
        bar = "#" * n
        print(f"{label.rjust(widest)} | {bar.ljust(peak)} | {n / len(VALUES):.0%}")
    mode = max(sorted(set(VALUES)), key=VALUES.count)
    print("mode:", mode, "count:", VALUES.count(mode), "first index:", VALUES.index(mode))
