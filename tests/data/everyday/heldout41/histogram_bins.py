SAMPLES = [2.3, 4.7, 1.1, 9.8, 5.5, 5.1, 3.3, 7.7, 6.2, 0.4, 8.8, 5.0, 4.4, 6.9, 2.2, 3.9]


def bin_index(x, lo, width, n):
    i = int((x - lo) // width)
    return min(max(i, 0), n - 1)


def histogram(data, n=5):
    lo, hi = min(data), max(data)
    width = (hi - lo) / n
    counts = [0] * n
    for x in data:
        counts[bin_index(x, lo, width, n)] += 1
    edges = [lo + i * width for i in range(n + 1)]
    return counts, edges


def main():
    counts, edges = histogram(SAMPLES)
    peak = max(counts)
    for i, c in enumerate(counts):
        label = f"[{edges[i]:5.2f}, {edges[i + 1]:5.2f})"
        print(label, "#" * c, " " * (peak - c), c)
    for n in (2, 4, 8):
        c, _ = histogram(SAMPLES, n)
        print(n, c, sum(c))
    scaled = [round(c / len(SAMPLES) * 100, 1) for c in counts]
    print(scaled, sum(scaled))
    mean = sum(SAMPLES) / len(SAMPLES)
    above = sum(1 for x in SAMPLES if x > mean)
    print(f"mean={mean:.4f} above={above} below={len(SAMPLES) - above}")
    quartiles = sorted(SAMPLES)[::4]
    print(quartiles)
    print(list(reversed(counts)), counts[::-1] == list(reversed(counts)))
    print(f"{min(SAMPLES)=} {max(SAMPLES)=}")


if __name__ == "__main__":
    main()
