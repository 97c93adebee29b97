BALLOTS = [["a", "b", "c"], ["b", "a", "c"], ["c", "b", "a"], ["b", "c", "a"], ["a", "c", "b"]]


def first_choices(ballots, eliminated=()):
    for ballot in ballots:
        for choice in ballot:
            if choice not in eliminated:
                yield choice
                break


def main() -> None:
    eliminated = []
    while True:
        counts = {}
        for c in first_choices(BALLOTS, eliminated):
            counts[c] = counts.get(c, 0) + 1
        print(dict(sorted(counts.items())))
        leader = max(counts, key=lambda c: (counts[c], c))
        if counts[leader] * 2 > len(BALLOTS):
            print("winner:", leader)
            break
        loser = min(counts, key=lambda c: (counts[c], c))
        eliminated.append(loser)
        print("eliminate", loser)
