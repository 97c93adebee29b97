SCORES = [("ana", 91), ("ben", 85), ("cy", 91), ("dee", 78), ("eli", 85), ("fay", 99), ("gus", 60)]


def dense_ranks(scores):
    distinct = sorted({s for _, s in scores}, reverse=True)
    return {name: distinct.index(s) + 1 for name, s in scores}


def competition_ranks(scores):
    ordered = sorted(scores, key=lambda p: -p[1])
    ranks, prev, rank = {}, None, 0
    for i, (name, s) in enumerate(ordered, 1):
        if s != prev:
            rank, prev = i, s
        ranks[name] = rank
    return ranks


def main():
    dense = dense_ranks(SCORES)
    comp = competition_ranks(SCORES)
    for name, s in sorted(SCORES, key=lambda p: (-p[1], p[0])):
        medal = {1: "gold", 2: "silver", 3: "bronze"}.get(comp[name], "")
        print(f"{comp[name]:>2} {dense[name]:>2} {name:<4}{s:>4} {medal}")
    pct = {n: round(100 * sum(1 for _, o in SCORES if o < s) / (len(SCORES) - 1)) for n, s in SCORES}
    print(pct)
    return max(comp.values())
