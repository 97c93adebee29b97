LATENCIES_MS = [12, 45, 7, 230, 88, 19, 1500, 33, 61, 402, 17, 95, 8, 270, 55, 41, 980, 23]
EDGES = [10, 25, 50, 100, 250, 500, 1000]


def bucket(v):
    for e in EDGES:
        if v < e:
            return f"<{e}"
    return f">={EDGES[-1]}"


def percentile(values, p):
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def main():
    counts = {bucket(e - 1): 0 for e in EDGES}
    counts[f">={EDGES[-1]}"] = 0
    for v in LATENCIES_MS:
        counts[bucket(v)] += 1
    peak = max(counts.values())
    for label, n in counts.items():
        print(f"{label:>6} {'*' * round(20 * n / peak):<20} {n}")
    for p in (50, 90, 99):
        print(f"p{p}: {percentile(LATENCIES_MS, p):.1f} ms")
    return percentile(LATENCIES_MS, 75)
