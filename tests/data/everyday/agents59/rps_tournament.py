"""Round-robin rock-paper-scissors between strategy bots, with a seeded RNG."""
import itertools
import random
from collections import Counter

MOVES = ("rock", "paper", "scissors")
BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}
COUNTER = {v: k for k, v in BEATS.items()}


class Bot:
    name = "base"

    def __init__(self, rng):
        self.rng = rng

    def move(self, mine, theirs):
        raise NotImplementedError

    def __str__(self):
        return self.name


class Rocky(Bot):
    name = "rocky"

    def move(self, mine, theirs):
        return "rock"


class Randy(Bot):
    name = "randy"

    def move(self, mine, theirs):
        return self.rng.choice(MOVES)


class Copycat(Bot):
    name = "copycat"

    def move(self, mine, theirs):
        return theirs[-1] if theirs else "paper"


class Frequentist(Bot):
    name = "frequentist"

    def move(self, mine, theirs):
        if not theirs:
            return self.rng.choice(MOVES)
        likely, _ = Counter(theirs).most_common(1)[0]
        return COUNTER[likely]


class Cycler(Bot):
    name = "cycler"

    def __init__(self, rng):
        super().__init__(rng)
        self._it = itertools.cycle(MOVES)

    def move(self, mine, theirs):
        return next(self._it)


def duel(a, b, rounds):
    ha, hb = [], []
    score = Counter()
    for _ in range(rounds):
        ma, mb = a.move(ha, hb), b.move(hb, ha)
        ha.append(ma)
        hb.append(mb)
        if BEATS[ma] == mb:
            score[a.name] += 1
        elif BEATS[mb] == ma:
            score[b.name] += 1
        else:
            score["draw"] += 1
    return score


def main():
    rng = random.Random(8)
    bots = [cls(rng) for cls in (Rocky, Randy, Copycat, Frequentist, Cycler)]
    table = Counter()
    for a, b in itertools.combinations(bots, 2):
        s = duel(a, b, 30)
        winner = a.name if s[a.name] > s[b.name] else b.name if s[b.name] > s[a.name] else None
        print(f"{a!s:>11} {s[a.name]:2d} - {s[b.name]:<2d} {b!s:<11} draws {s['draw']:2d}  -> {winner or 'tie'}")
        if winner:
            table[winner] += 3
        else:
            table[a.name] += 1
            table[b.name] += 1
    print("\nstandings")
    for rank, (name, pts) in enumerate(sorted(table.items(), key=lambda kv: (-kv[1], kv[0])), 1):
        print(f"{rank}. {name:<12} {pts}")
    try:
        Bot(rng).move([], [])
    except NotImplementedError as e:
        print("base bot refuses to play:", type(e).__name__, repr(str(e)))


if __name__ == "__main__":
    main()
