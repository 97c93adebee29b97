"""Quarterly sales-rep leaderboard with multi-key sorts and formatted output."""
from operator import itemgetter, attrgetter
from functools import cmp_to_key
from types import SimpleNamespace

DEALS = [
    ("Priya", "EMEA", "Acme", 48_000, "won"), ("Tom", "AMER", "Initech", 125_000, "won"),
    ("Priya", "EMEA", "Hooli", 12_500, "lost"), ("Kenji", "APAC", "Tyrell", 87_250, "won"),
    ("Tom", "AMER", "Globex", 30_000, "won"), ("Lena", "EMEA", "Umbrella", 87_250, "won"),
    ("Kenji", "APAC", "Soylent", 5_000, "won"), ("Lena", "EMEA", "Wonka", 64_000, "lost"),
    ("Sam", "AMER", "Stark", 155_250, "won"), ("Sam", "AMER", "Wayne", 20_000, "lost"),
    ("Priya", "EMEA", "Cyberdyne", 39_250, "won"), ("Kenji", "APAC", "Oscorp", 0, "lost"),
]
QUOTA = {"Priya": 80_000, "Tom": 150_000, "Kenji": 90_000, "Lena": 100_000, "Sam": 150_000}


def main():
    reps = {}
    for rep, region, _cust, amount, outcome in DEALS:
        r = reps.setdefault(rep, SimpleNamespace(name=rep, region=region, won=0, lost=0, deals=0, wins=0))
        r.deals += 1
        if outcome == "won":
            r.won += amount
            r.wins += 1
        else:
            r.lost += amount
    for r in reps.values():
        r.attainment = r.won / QUOTA[r.name]
        r.win_rate = r.wins / r.deals

    print("by region, then revenue desc, then name:")
    for r in sorted(sorted(reps.values(), key=attrgetter("name")), key=lambda r: (r.region, -r.won)):
        print(f"  {r.region} {r.name:<6}{r.won:>10,}  {r.attainment:>7.1%}  win {r.win_rate:.0%}")

    print("leaderboard (attainment desc, ties by fewer deals):")
    board = sorted(reps.values(), key=lambda r: (-r.attainment, r.deals))
    for pos, r in enumerate(board, 1):
        flag = "🏆" if pos == 1 else ("✓" if r.attainment >= 1 else "")
        print("  {:>2}. {:<6} {:>8.2f}% {}".format(pos, r.name, r.attainment * 100, flag).rstrip())

    def by_close(a, b):
        # deals sorted by amount desc, then customer name asc
        if a[3] != b[3]:
            return -1 if a[3] > b[3] else 1
        return (a[2] > b[2]) - (a[2] < b[2])

    won = [d for d in DEALS if d[4] == "won"]
    print("won deals:", [f"{d[2]}:{d[3] // 1000}k" for d in sorted(won, key=cmp_to_key(by_close))])
    print("top customer per region:")
    for region in sorted({d[1] for d in DEALS}):
        best = max((d for d in won if d[1] == region), key=itemgetter(3, 2))
        print(f"  {region}: {best[2]} ({best[0]}) ${best[3]:,}")
    print("names by total desc:", [n for n, _ in sorted(((r.name, r.won) for r in reps.values()), key=itemgetter(1), reverse=True)])
    print("reverse=True keeps ties stable:", [d[2] for d in sorted(DEALS, key=itemgetter(3), reverse=True)][:4])
    print("%-8s|%8s|%6.1f%%" % ("total", f"{sum(r.won for r in reps.values()):,}", 100 * sum(r.wins for r in reps.values()) / len(DEALS)))
    return board[0].name


if __name__ == "__main__":
    main()
