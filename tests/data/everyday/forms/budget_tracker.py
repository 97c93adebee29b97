BUDGET = {"food": 400, "rent": 1200, "fun": 150, "travel": 300}
SPENT = [("food", 120), ("fun", 80), ("food", 210), ("travel", 320), ("fun", 90), ("rent", 1200)]


def totals(entries):
    out = {k: 0 for k in BUDGET}
    for cat, amount in entries:
        out[cat] += amount
    return out


def main() -> None:
    spent = totals(SPENT)
    over = []
    for cat, limit in BUDGET.items():
        used = spent[cat]
        pct = used / limit * 100
        flag = "OVER" if used > limit else ("full" if used == limit else "")
        print(f"{cat:<7}{used:>6}/{limit:<6}{pct:6.1f}% {flag}".rstrip())
        if used > limit:
            over.append(cat)
    print("over budget:", over or "none")
    left = sum(max(0, BUDGET[c] - spent[c]) for c in BUDGET)
    print("left to spend:", left)


if __name__ == "__main__":
    main()
