RESPONSES = [
    ("18-24", "yes"), ("25-34", "no"), ("18-24", "yes"), ("35-44", "maybe"),
    ("25-34", "yes"), ("35-44", "no"), ("18-24", "no"), ("25-34", "yes"), ("45+", "yes"),
]


def main():
    groups = sorted({g for g, _ in RESPONSES})
    answers = ["yes", "no", "maybe"]
    table = {g: {a: 0 for a in answers} for g in groups}
    for g, a in RESPONSES:
        table[g][a] += 1
    print(f"{'group':<7}" + "".join(f"{a:>7}" for a in answers) + f"{'total':>7}")
    for g in groups:
        row = table[g]
        print(f"{g:<7}" + "".join(f"{row[a]:>7}" for a in answers) + f"{sum(row.values()):>7}")
    col_totals = [sum(table[g][a] for g in groups) for a in answers]
    print(f"{'total':<7}" + "".join(f"{t:>7}" for t in col_totals) + f"{len(RESPONSES):>7}")
    shares = {a: t / len(RESPONSES) for a, t in zip(answers, col_totals)}
    print(", ".join(f"{a}={s:.1%}" for a, s in shares.items()))
    leaning = {g: max(answers, key=lambda a: (table[g][a], -answers.index(a))) for g in groups}
    print(leaning)


if __name__ == "__main__":
    main()
