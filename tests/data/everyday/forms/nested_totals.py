SALES = {
    "north": {"q1": [120, 80], "q2": [95]},
    "south": {"q1": [60], "q2": [70, 75, 20]},
    "east": {"q1": [], "q2": [200]},
}


def main() -> None:
    per_region = {r: sum(sum(v) for v in qs.values()) for r, qs in SALES.items()}
    print(per_region)
    per_quarter = {}
    for quarters in SALES.values():
        for q, values in quarters.items():
            per_quarter[q] = per_quarter.get(q, 0) + sum(values)
    print(per_quarter)
    biggest = max(((r, q, x) for r, qs in SALES.items() for q, xs in qs.items() for x in xs), key=lambda t: t[2])
    print("biggest sale:", biggest)
    empty = [(r, q) for r, qs in SALES.items() for q, xs in qs.items() if not xs]
    print("no sales:", empty)
