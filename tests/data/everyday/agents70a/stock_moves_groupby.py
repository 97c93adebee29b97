from itertools import groupby, accumulate, chain, islice, pairwise
from operator import itemgetter

MOVES = [
    ("2024-03-01", "bolts", "in", 500),
    ("2024-03-01", "nuts", "in", 800),
    ("2024-03-02", "bolts", "out", 120),
    ("2024-03-02", "washers", "in", 1000),
    ("2024-03-03", "bolts", "out", 200),
    ("2024-03-03", "nuts", "out", 350),
    ("2024-03-03", "washers", "out", 90),
    ("2024-03-05", "bolts", "in", 300),
    ("2024-03-05", "nuts", "out", 500),
]


def signed(move):
    _, _, direction, qty = move
    return qty if direction == "in" else -qty


def main():
    by_item = sorted(MOVES, key=itemgetter(1, 0))
    for item, group in groupby(by_item, key=itemgetter(1)):
        rows = list(group)
        levels = list(accumulate(map(signed, rows)))
        trail = " -> ".join(str(x) for x in levels)
        low = min(levels)
        print(f"{item:<8} {trail:<25} final={levels[-1]:>5} low={low}")
    print("daily net:")
    for day, group in groupby(MOVES, key=itemgetter(0)):
        g = list(group)
        print(f"  {day}: {sum(map(signed, g)):+d} across {len(g)} moves")
    days = sorted({m[0] for m in MOVES})
    gaps = [(a, b) for a, b in pairwise(days) if int(b[-2:]) - int(a[-2:]) > 1]
    print("gaps in days:", gaps)
    first_three = list(islice(chain.from_iterable((m[1], m[3]) for m in MOVES), 6))
    print("flat head:", first_three)
    running = list(accumulate((m[3] for m in MOVES), max))
    print("running max qty:", running)
    return len(days)


if __name__ == "__main__":
    main()
