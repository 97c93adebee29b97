"""Rank contest entries with standard, dense and ordinal ranking, plus percentiles."""
from itertools import groupby
from operator import itemgetter
from bisect import bisect_left, bisect_right

SCORES = {
    "amara": 91.5, "bo": 78.0, "chen": 91.5, "dara": 66.25, "eli": 85.0,
    "farah": 78.0, "gus": 99.0, "hana": 78.0, "ivo": 52.5, "jun": 85.0,
}


def competition_rank(items):
    ranks, position = {}, 0
    for score, group in groupby(items, key=itemgetter(1)):
        members = [name for name, _ in group]
        for name in members:
            ranks[name] = position + 1
        position += len(members)
    return ranks


def dense_rank(items):
    return {
        name: rank
        for rank, (_, group) in enumerate(groupby(items, key=itemgetter(1)), start=1)
        for name, _ in group
    }


def percentile_of(value, ordered):
    below = bisect_left(ordered, value)
    equal = bisect_right(ordered, value) - below
    return 100.0 * (below + 0.5 * equal) / len(ordered)


def main():
    ordered = sorted(SCORES.items(), key=lambda kv: (-kv[1], kv[0]))
    comp = competition_rank(ordered)
    dense = dense_rank(ordered)
    ascending = sorted(SCORES.values())
    print(f"{'name':<7}{'score':>7}{'std':>5}{'dense':>6}{'ord':>5}{'pct':>7}")
    for ordinal, (name, score) in enumerate(ordered, 1):
        pct = percentile_of(score, ascending)
        print(f"{name:<7}{score:>7.2f}{comp[name]:>5}{dense[name]:>6}{ordinal:>5}{pct:>6.1f}%")

    ties = {score: [n for n, _ in grp] for score, grp in groupby(ordered, key=itemgetter(1))}
    ties = {s: ns for s, ns in ties.items() if len(ns) > 1}
    print("ties:", ties)
    medal = {1: "gold", 2: "silver", 3: "bronze"}
    podium = [(medal[r], n) for n, r in sorted(dense.items(), key=lambda kv: (kv[1], kv[0])) if r in medal]
    print("podium:", podium)
    cutoff = 80
    passed = len(ascending) - bisect_left(ascending, cutoff)
    print(f"{passed} of {len(ascending)} scored {cutoff} or more")
    return podium[0][1]


if __name__ == "__main__":
    main()
