"""Find darts checkouts: every way to finish a score in up to three darts ending on a double."""
from itertools import product
from functools import cache

SINGLES = [(f"S{n}", n) for n in range(1, 21)] + [("S25", 25)]
DOUBLES = [(f"D{n}", 2 * n) for n in range(1, 21)] + [("BULL", 50)]
TREBLES = [(f"T{n}", 3 * n) for n in range(1, 21)]
ALL = SINGLES + DOUBLES + TREBLES
PREFERENCE = {"D20": 0, "D16": 1, "D8": 2, "D18": 3, "D12": 4, "D10": 5, "BULL": 9}


def checkouts(score: int, darts: int = 3):
    found = []
    for n in range(1, darts + 1):
        for setup in product(ALL, repeat=n - 1):
            rest = score - sum(v for _, v in setup)
            for name, value in DOUBLES:
                if value == rest:
                    found.append(tuple(s for s, _ in setup) + (name,))
    return found


def rank(route):
    finish = route[-1]
    trebles = sum(d.startswith("T") for d in route)
    return (len(route), PREFERENCE.get(finish, 6), -trebles, route)


def min_darts(target: int) -> int | None:
    """Fewest darts to finish exactly on a double, by dynamic programming upward."""
    doubles = {v for _, v in DOUBLES}
    best: dict[int, int] = {}
    for score in range(2, target + 1):
        options = [1] if score in doubles else []
        options += [best[score - v] + 1 for _, v in ALL if score - v in best]
        if options:
            best[score] = min(options)
    return best.get(target)


@cache
def finishable(score: int) -> bool:
    return bool(checkouts(score))


def main():
    for score in (170, 121, 100, 61, 40, 3, 169, 2):
        routes = checkouts(score)
        if not routes:
            print(f"{score}: no checkout")
            continue
        best = min(routes, key=rank)
        distinct = {tuple(sorted(r[:-1])) + (r[-1],) for r in routes}
        print(f"{score}: {len(routes)} ordered routes ({len(distinct)} distinct), best {' '.join(best)}")
    two_dart = [s for s in range(2, 111) if any(len(r) <= 2 for r in checkouts(s, 2))]
    print("max two-dart finish:", max(two_dart), "| bogey numbers <170:", [s for s in range(160, 171) if not finishable(s)])
    print("fewest darts for 501 (any double out):", min_darts(501), "for 167:", min_darts(167))
    print(len(ALL), "segments; highest three-dart total", 3 * max(v for _, v in ALL))


if __name__ == "__main__":
    main()
