BALLOTS = ["a>b>c", "b>a", "c", "a>c", "", "b>c>a", "c>b", "a", "x>a", "b>a>c"]
CANDIDATES = ("a", "b", "c")


def rank(ballot):
    match ballot.split(">"):
        case [""]:
            return None
        case [*prefs] if all(p in CANDIDATES for p in prefs):
            return prefs
        case _:
            return []


def instant_runoff(ballots):
    remaining = set(CANDIDATES)
    rounds = []
    while True:
        tally = {c: 0 for c in sorted(remaining)}
        for prefs in ballots:
            top = next((p for p in prefs if p in remaining), None)
            if top:
                tally[top] += 1
        rounds.append(tally)
        total = sum(tally.values())
        leader = max(tally, key=tally.get)
        if tally[leader] * 2 > total or len(remaining) == 1:
            return leader, rounds
        remaining.remove(min(sorted(tally), key=tally.get))


def main():
    ranked = [rank(b) for b in BALLOTS]
    valid = [r for r in ranked if r]
    print(f"valid {len(valid)}, blank {ranked.count(None)}, spoiled {ranked.count([])}")
    winner, rounds = instant_runoff(valid)
    for i, tally in enumerate(rounds, 1):
        print(i, tally)
    return winner
