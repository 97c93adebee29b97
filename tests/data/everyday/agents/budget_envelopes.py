INCOME = 4200
ENVELOPES = [("rent", 0.35), ("food", 0.15), ("transport", 0.08), ("savings", 0.2), ("fun", 0.07)]
SPENT = {"rent": 1470, "food": 702.35, "transport": 120.5, "fun": 410.0}


def main():
    allocated = {name: round(INCOME * share, 2) for name, share in ENVELOPES}
    rest = INCOME - sum(allocated.values())
    allocated["other"] = round(rest, 2)
    over = []
    for name, budget in allocated.items():
        used = SPENT.get(name, 0)
        left = budget - used
        pct = used / budget * 100 if budget else 0
        flag = "OVER" if left < 0 else ""
        if left < 0:
            over.append(name)
        bar = "=" * int(pct // 10)
        print(f"{name:<10}{budget:>9.2f}{used:>9.2f}{left:>+10.2f} {pct:5.1f}% {bar:<12}{flag}")
    print("over budget:", ", ".join(over) if over else "none")
    return round(sum(SPENT.values()), 2)
