"""Pair a Swiss-system chess tournament round by round, avoiding rematches."""
import random
from collections import defaultdict


class Tournament:
    def __init__(self, players, seed):
        self.players = players  # name -> rating
        self.score = defaultdict(float)
        self.played = defaultdict(set)
        self.colors = defaultdict(list)
        self.byes = set()
        self.rng = random.Random(seed)

    def standings(self):
        return sorted(self.players, key=lambda p: (-self.score[p], -self.players[p], p))

    def pair(self):
        order = self.standings()
        if len(order) % 2:
            for p in reversed(order):
                if p not in self.byes:
                    self.byes.add(p)
                    order.remove(p)
                    self.score[p] += 1
                    bye = p
                    break
        else:
            bye = None
        pairs = self._match(order)
        if pairs is None:
            raise RuntimeError("no legal pairing")
        return pairs, bye

    def _match(self, pool):
        if not pool:
            return []
        first, rest = pool[0], pool[1:]
        for i, opp in enumerate(rest):
            if opp in self.played[first]:
                continue
            tail = self._match(rest[:i] + rest[i + 1:])
            if tail is not None:
                return [self._colour(first, opp)] + tail
        return None

    def _colour(self, a, b):
        bal = lambda p: self.colors[p].count("W") - self.colors[p].count("B")
        return (a, b) if bal(a) <= bal(b) else (b, a)

    def play(self, white, black):
        diff = self.players[white] - self.players[black] + 35
        expected = 1 / (1 + 10 ** (-diff / 400))
        r = self.rng.random()
        if r < expected * 0.8:
            result = (1.0, 0.0)
        elif r < expected * 0.8 + 0.2:
            result = (0.5, 0.5)
        else:
            result = (0.0, 1.0)
        self.score[white] += result[0]
        self.score[black] += result[1]
        self.played[white].add(black)
        self.played[black].add(white)
        self.colors[white].append("W")
        self.colors[black].append("B")
        return result


def fmt(x):
    return {1.0: "1", 0.0: "0", 0.5: "½"}[x]


def main():
    players = {"Kasia": 2210, "Lior": 2150, "Mateo": 2105, "Nia": 2080, "Oskar": 1990,
               "Pia": 1975, "Quinn": 1900, "Rafa": 1850, "Suki": 1800}
    t = Tournament(players, seed=5)
    for rnd in range(1, 5):
        pairs, bye = t.pair()
        print(f"Round {rnd}")
        for w, b in pairs:
            rw, rb = t.play(w, b)
            print(f"  {w:>6} - {b:<6} {fmt(rw)}-{fmt(rb)}")
        if bye:
            print(f"  bye: {bye}")
    print("Final standings")
    for place, p in enumerate(t.standings(), 1):
        cols = "".join(t.colors[p])
        buchholz = sum(t.score[o] for o in t.played[p])
        print(f"{place:>2}. {p:<6} {t.score[p]:>3}  {cols:<4} BH {buchholz:4.1f}")


if __name__ == "__main__":
    main()
