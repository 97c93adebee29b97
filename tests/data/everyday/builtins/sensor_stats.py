SAMPLES = "12.5 13.1 11.8 nan 14.2 13.9 12.0 15.5 13.3"


def main() -> None:
    values = []
    skipped = 0
    for token in SAMPLES.split():
        v = float(token)
        if v != v:
            skipped += 1
            continue
        values.append(v)
    n = len(values)
    mean = sum(values) / n
    var = sum([(v - mean) ** 2 for v in values]) / (n - 1)
    ordered = sorted(values)
    mid = divmod(n, 2)
    median = ordered[mid[0]] if mid[1] else (ordered[mid[0] - 1] + ordered[mid[0]]) / 2
    print(f"n={n} skipped={skipped}")
    print(f"mean={mean:.3f} var={var:.3f} sd={var ** 0.5:.3f}")
    print(f"median={median} range={max(values) - min(values):.1f}")
    print("rounded:", [round(v) for v in values], round(mean, 2), round(2.5), round(3.5))
    print("above mean:", len(list(filter(lambda v: v > mean, values))))
