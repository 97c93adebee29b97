RESPONSES = [
    ("18-25", "yes", 4), ("26-40", "no", 2), ("18-25", "no", 3), ("41+", "yes", 5),
    ("26-40", "yes", 4), ("41+", "no", 1), ("18-25", "yes", 5), ("26-40", "yes", 3),
    ("41+", "yes", 4), ("18-25", "maybe", 3),
]


def crosstab(rows):
    table = {}
    for age, answer, _ in rows:
        table.setdefault(age, {})
        table[age][answer] = table[age].get(answer, 0) + 1
    return table


def main():
    table = crosstab(RESPONSES)
    answers = sorted({a for _, a, _ in RESPONSES})
    ages = sorted(table, key=lambda a: int(a.rstrip("+").split("-")[0]))
    print(f"{'age':<6}" + "".join(f"{a:>7}" for a in answers) + f"{'total':>7}")
    for age in ages:
        row = table[age]
        print(f"{age:<6}" + "".join(f"{row.get(a, 0):>7}" for a in answers) + f"{sum(row.values()):>7}")
    totals = [sum(table[age].get(a, 0) for age in ages) for a in answers]
    print(f"{'all':<6}" + "".join(f"{t:>7}" for t in totals) + f"{sum(totals):>7}")
    ratings = {}
    for age, _, score in RESPONSES:
        ratings.setdefault(age, []).append(score)
    for age in ages:
        scores = ratings[age]
        avg = sum(scores) / len(scores)
        stars = "★" * round(avg) + "☆" * (5 - round(avg))
        print(f"{age:>6}: {avg:.2f} {stars} n={len(scores)}")
    yes_share = {age: table[age].get("yes", 0) / sum(table[age].values()) for age in ages}
    best = max(yes_share, key=yes_share.get)
    print(f"most positive: {best} ({yes_share[best]:.0%})")
    return yes_share


if __name__ == "__main__":
    main()
