"""Update Elo ratings over a chess tournament with K-factor rules and expected scores."""
import math
from dataclasses import dataclass, field
from collections import defaultdict


@dataclass
class Player:
    name: str
    rating: float
    games: int = 0
    history: list = field(default_factory=list)

    @property
    def k(self):
        if self.games < 30:
            return 40
        return 10 if self.rating >= 2400 else 20

    def expected(self, other):
        return 1 / (1 + 10 ** ((other.rating - self.rating) / 400))


RESULTS = """
round 1: Magnus 1-0 Hikaru; Ding 1/2-1/2 Alireza; Judit 0-1 Fabiano
round 2: Hikaru 1/2-1/2 Ding; Alireza 1-0 Judit; Fabiano 0-1 Magnus
round 3: Magnus 1/2-1/2 Ding; Judit 1-0 Hikaru; Alireza 0-1 Fabiano
"""

SCORE = {"1": 1.0, "0": 0.0, "1/2": 0.5}


def parse_game(text):
    white, result, black = text.split()
    ws, bs = (SCORE[s] for s in result.split("-"))
    assert ws + bs == 1, text
    return white, black, ws


def main():
    players = {n: Player(n, r, g) for n, r, g in [
        ("Magnus", 2830, 900), ("Hikaru", 2780, 800), ("Ding", 2760, 500),
        ("Alireza", 2750, 300), ("Judit", 2675, 12), ("Fabiano", 2805, 700)]}
    points = defaultdict(float)
    start = {n: p.rating for n, p in players.items()}
    for line in RESULTS.strip().splitlines():
        label, games = line.split(": ")
        updates = []
        for g in games.split("; "):
            white, black, ws = parse_game(g)
            a, b = players[white], players[black]
            ea = a.expected(b)
            updates.append((a, a.k * (ws - ea)))
            updates.append((b, b.k * ((1 - ws) - (1 - ea))))
            points[white] += ws
            points[black] += 1 - ws
        for p, delta in updates:  # ratings change only after the round
            p.rating += delta
            p.games += 1
            p.history.append(round(delta, 1))
        print(f"{label}: " + ", ".join(f"{p.name} {d:+.1f}" for p, d in updates))
    print(f"{'player':<8} {'pts':>4} {'start':>6} {'now':>7} {'diff':>6}  deltas")
    for p in sorted(players.values(), key=lambda p: (-points[p.name], -p.rating)):
        print(f"{p.name:<8} {points[p.name]:>4} {start[p.name]:>6} {p.rating:>7.1f} "
              f"{p.rating - start[p.name]:>+6.1f}  {p.history}")
    perf = {n: round(sum(start[o] for o in start if o != n) / 5 + 400 * (2 * points[n] - 3) / 3) for n in start}
    print("performance:", dict(sorted(perf.items(), key=lambda kv: -kv[1])))
    print(f"expected 2800 vs 2400: {1 / (1 + math.pow(10, -1)):.3f}")


if __name__ == "__main__":
    main()
