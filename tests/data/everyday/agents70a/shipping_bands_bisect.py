from bisect import bisect_left, bisect_right, insort

# weight upper bounds (kg) and price per band
BOUNDS = [0.5, 1, 2, 5, 10, 20]
PRICES = [3.20, 4.50, 6.90, 9.80, 14.50, 22.00]
OVERSIZE = 35.00
GRADE_CUTS = [60, 70, 80, 90]
GRADES = "FDCBA"

PARCELS = [("P-1", 0.3), ("P-2", 0.5), ("P-3", 0.51), ("P-4", 4.99), ("P-5", 10.0), ("P-6", 27.5), ("P-7", 1.0)]


def price_for(weight: float) -> float:
    i = bisect_left(BOUNDS, weight)
    return PRICES[i] if i < len(PRICES) else OVERSIZE


def grade(score: int) -> str:
    return GRADES[bisect_right(GRADE_CUTS, score)]


def main():
    total = 0.0
    for pid, w in PARCELS:
        p = price_for(w)
        total += p
        band = bisect_left(BOUNDS, w)
        label = f"<= {BOUNDS[band]}kg" if band < len(BOUNDS) else "oversize"
        print(f"{pid}  {w:>6.2f}kg  {label:<9} {p:>6.2f}")
    print(f"total postage: {total:.2f}")
    print("grades:", [grade(s) for s in (59, 60, 75, 89, 90, 100)])
    sorted_weights: list[float] = []
    for _, w in PARCELS:
        insort(sorted_weights, w)
    print("sorted weights:", sorted_weights)
    lo, hi = 1, 10
    inside = sorted_weights[bisect_left(sorted_weights, lo):bisect_right(sorted_weights, hi)]
    print(f"between {lo} and {hi}kg:", inside)
    names = sorted(["delta", "alpha", "charlie", "bravo"])
    i = bisect_left(names, "c")
    print("first name >= 'c':", names[i], "index", i)
    records = [(2, "b"), (5, "e"), (9, "i")]
    print("key bisect:", bisect_left(records, 5, key=lambda r: r[0]))
    return round(total, 2)


if __name__ == "__main__":
    main()
