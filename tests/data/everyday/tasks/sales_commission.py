TIERS = [(0, 0.02), (10_000, 0.04), (25_000, 0.06), (50_000, 0.08)]
REPS = {"Kim": [4200, 8100, 3300], "Lou": [21000, 9500], "Max": [61000], "Nia": []}


def commission(total):
    paid = 0.0
    for i, (floor, rate) in enumerate(TIERS):
        ceiling = TIERS[i + 1][0] if i + 1 < len(TIERS) else None
        if total <= floor:
            break
        top = total if ceiling is None else min(total, ceiling)
        paid += (top - floor) * rate
    return round(paid, 2)


def main():
    results = []
    for rep, deals in REPS.items():
        total = sum(deals)
        c = commission(total)
        avg = total / len(deals) if deals else 0
        results.append((rep, total, c))
        print(f"{rep:<4} deals={len(deals)} total={total:>7,} avg={avg:>9,.1f} commission={c:>8,.2f}")
    ranking = sorted(results, key=lambda r: r[2], reverse=True)
    print("ranking:", " > ".join(r[0] for r in ranking))
    effective = {rep: (c / t if t else 0.0) for rep, t, c in results}
    return {k: round(v, 4) for k, v in effective.items()}
