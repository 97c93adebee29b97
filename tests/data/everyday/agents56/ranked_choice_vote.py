"""Instant-runoff (ranked choice) vote counting with exhausted ballots and tie-breaks."""
from collections import Counter

BALLOTS_RAW = """\
12: Ava > Ben > Cho
9: Ben > Cho
7: Cho > Ava
6: Dee > Cho > Ben
4: Dee
3: Ava > Dee
2: Cho > Ben > Ava
1: ben > ava
"""


def parse(raw: str):
    ballots = []
    for line in raw.strip().splitlines():
        count, _, prefs = line.partition(":")
        ranking = tuple(p.strip().title() for p in prefs.split(">"))
        ballots.extend([ranking] * int(count))
    return ballots


def first_choices(ballots, remaining):
    tally = Counter({c: 0 for c in remaining})
    exhausted = 0
    for ballot in ballots:
        choice = next((c for c in ballot if c in remaining), None)
        if choice is None:
            exhausted += 1
        else:
            tally[choice] += 1
    return tally, exhausted


def runoff(ballots):
    remaining = {c for b in ballots for c in b}
    first_round, _ = first_choices(ballots, remaining)
    rounds = []
    while True:
        tally, exhausted = first_choices(ballots, remaining)
        active = sum(tally.values())
        rounds.append((dict(tally), exhausted))
        leader, votes = max(tally.items(), key=lambda kv: (kv[1], kv[0]))
        if votes * 2 > active or len(remaining) == 1:
            return leader, rounds
        low = min(tally.values())
        losers = sorted(c for c, v in tally.items() if v == low)
        # tie-break: fewest first-round votes, then alphabetical
        loser = min(losers, key=lambda c: (first_round[c], c))
        remaining.discard(loser)


def main():
    ballots = parse(BALLOTS_RAW)
    print(f"{len(ballots)} ballots, candidates: {sorted({c for b in ballots for c in b})}")
    winner, rounds = runoff(ballots)
    for number, (tally, exhausted) in enumerate(rounds, 1):
        active = sum(tally.values())
        parts = [f"{c} {v} ({v / active:.0%})" for c, v in
                 sorted(tally.items(), key=lambda kv: (-kv[1], kv[0]))]
        print(f"round {number}: " + ", ".join(parts) + f"; exhausted {exhausted}")
    print("winner:", winner)
    plurality = Counter(b[0] for b in ballots).most_common(1)[0]
    print("plurality winner would be:", plurality)


if __name__ == "__main__":
    main()
