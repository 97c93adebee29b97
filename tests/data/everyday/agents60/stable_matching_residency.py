"""Match medical graduates to hospital programmes with capacities (Gale-Shapley, applicant-proposing)."""
from collections import deque

APPLICANTS = {
    "amara": ["city", "general", "mercy"],
    "bruno": ["city", "mercy", "general"],
    "chen": ["general", "city"],
    "dina": ["mercy", "city", "general"],
    "elif": ["city", "general", "mercy"],
    "femi": ["general", "mercy", "city"],
    "gwen": ["city"],
}

PROGRAMMES = {
    "city": (2, ["chen", "elif", "amara", "bruno", "dina", "gwen", "femi"]),
    "general": (2, ["amara", "femi", "bruno", "chen", "elif", "dina"]),
    "mercy": (2, ["bruno", "dina", "amara", "femi", "elif"]),
}


def match(applicants, programmes):
    rank = {p: {a: i for i, a in enumerate(prefs)} for p, (_, prefs) in programmes.items()}
    next_choice = {a: 0 for a in applicants}
    held: dict[str, list[str]] = {p: [] for p in programmes}
    free = deque(sorted(applicants))
    proposals = 0
    while free:
        a = free.popleft()
        prefs = applicants[a]
        if next_choice[a] >= len(prefs):
            continue
        p = prefs[next_choice[a]]
        next_choice[a] += 1
        proposals += 1
        if a not in rank[p]:
            free.append(a)
            continue
        capacity = programmes[p][0]
        held[p].append(a)
        held[p].sort(key=rank[p].__getitem__)
        if len(held[p]) > capacity:
            free.append(held[p].pop())
    return held, proposals


def blocking_pairs(applicants, programmes, held):
    assigned = {a: p for p, members in held.items() for a in members}
    pairs = []
    for a, prefs in applicants.items():
        for p in prefs:
            if assigned.get(a) == p:
                break
            capacity, ranking = programmes[p]
            if a not in ranking:
                continue
            worst = max(held[p], key=ranking.index, default=None)
            if len(held[p]) < capacity or ranking.index(a) < ranking.index(worst):
                pairs.append((a, p))
    return pairs


def main():
    held, proposals = match(APPLICANTS, PROGRAMMES)
    print(f"{proposals} proposals")
    for p, members in held.items():
        cap = PROGRAMMES[p][0]
        print(f"{p:<8} {len(members)}/{cap}: {', '.join(members)}")
    matched = {a for m in held.values() for a in m}
    unmatched = sorted(set(APPLICANTS) - matched)
    print("unmatched:", unmatched or "nobody")
    for a in sorted(matched):
        p = next(p for p, m in held.items() if a in m)
        choice = APPLICANTS[a].index(p) + 1
        print(f"  {a:<6} got choice #{choice} ({p})")
    print("stable:", not blocking_pairs(APPLICANTS, PROGRAMMES, held))


if __name__ == "__main__":
    main()
