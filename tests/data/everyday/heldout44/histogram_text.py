SAMPLES = [3, 7, 7, 2, 9, 4, 7, 3, 3, 8, 1, 5, 5, 6, 7, 10, 2, 4]


def main():
    lo, hi = min(SAMPLES), max(SAMPLES)
    bins = 4
    width = (hi - lo) / bins
    counts = [0] * bins
    for s in SAMPLES:
        idx = min(int((s - lo) / width), bins - 1)
        counts[idx] += 1
    for i, c in enumerate(counts):
        start = lo + i * width
        end = start + width
        bracket = "]" if i == bins - 1 else ")"
        print(f"[{start:5.2f}, {end:5.2f}{bracket} {c:>2} {'█' * c}")
    freq = {}
    for s in SAMPLES:
        freq[s] = freq.get(s, 0) + 1
    mode = max(sorted(freq), key=lambda k: freq[k])
    print("mode:", mode, "appears", freq[mode], "times")
    peak = max(counts)
    for level in range(peak, 0, -1):
        print("".join(" ## " if c >= level else "    " for c in counts))
    print("-" * 4 * bins)
    pct = [f"{c / len(SAMPLES):.0%}" for c in counts]
    print(pct, sum(counts) == len(SAMPLES))


if __name__ == "__main__":
    main()
