"""Cross-tabulate survey answers and print ASCII bar charts."""
from collections import Counter, defaultdict
from itertools import product

RESPONSES = [
    ("18-24", "yes", 4), ("25-34", "no", 2), ("35-44", "yes", 5), ("18-24", "no", 3),
    ("25-34", "yes", 4), ("45+", "no", 1), ("35-44", "yes", 3), ("25-34", "yes", 5),
    ("45+", "yes", 2), ("18-24", "yes", 5), ("35-44", "no", 2), ("25-34", "maybe", 3),
]
AGES = ["18-24", "25-34", "35-44", "45+"]
ANSWERS = ["yes", "no", "maybe"]


def crosstab(rows):
    table = defaultdict(Counter)
    for age, answer, _ in rows:
        table[age][answer] += 1
    return table


def bar(value, scale, width=30, char="█"):
    n = round(value / scale * width) if scale else 0
    return char * n + "·" * (width - n)


def main():
    table = crosstab(RESPONSES)
    print(f"{'age':<7}" + "".join(f"{a:>7}" for a in ANSWERS) + f"{'total':>7}")
    col_totals = Counter()
    for age in AGES:
        row = table[age]
        col_totals.update(row)
        print(f"{age:<7}" + "".join(f"{row[a]:>7}" for a in ANSWERS) + f"{sum(row.values()):>7}")
    print(f"{'total':<7}" + "".join(f"{col_totals[a]:>7}" for a in ANSWERS) + f"{col_totals.total():>7}")
    print()
    print("share answering yes, by age:")
    for age in AGES:
        row = table[age]
        share = row["yes"] / sum(row.values())
        print(f"  {age:>6} {bar(share, 1.0, 20)} {share:>6.1%}")
    print()
    ratings = defaultdict(list)
    for age, _, score in RESPONSES:
        ratings[age].append(score)
    best = max(sum(v) / len(v) for v in ratings.values())
    for age in AGES:
        avg = sum(ratings[age]) / len(ratings[age])
        print(f"  {age:>6} {bar(avg, best, 25, '#')} {avg:.2f}")
    empty_cells = [(a, b) for a, b in product(AGES, ANSWERS) if table[a][b] == 0]
    print("empty cells:", empty_cells)
    overall = Counter(answer for _, answer, _ in RESPONSES)
    print("overall:", overall, "| top:", overall.most_common(1)[0][0])
    print("score histogram:", dict(sorted(Counter(s for *_, s in RESPONSES).items())))


if __name__ == "__main__":
    main()
