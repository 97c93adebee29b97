"""Elo ratings for a club ladder: players ordered with total_ordering, results applied in turn."""
from functools import total_ordering
from typing import Dict, List, Tuple


@total_ordering
class Player:
    K = 32

    def __init__(self, name: str, rating: float = 1500.0):
        self.name = name
        self.rating = rating
        self.games = 0
        self.record = [0, 0, 0]

    def expected(self, other: "Player") -> float:
        return 1 / (1 + 10 ** ((other.rating - self.rating) / 400))

    def __eq__(self, other):
        if not isinstance(other, Player):
            return NotImplemented
        return round(self.rating) == round(other.rating) and self.name == other.name

    def __lt__(self, other):
        if not isinstance(other, Player):
            return NotImplemented
        return (round(self.rating), other.name) < (round(other.rating), self.name)

    def __hash__(self):
        return hash(self.name)

    def __repr__(self):
        w, d, l = self.record
        return f"{self.name}({self.rating:.0f}, {w}-{d}-{l})"


class Ladder:
    def __init__(self, names: List[str]):
        self.players: Dict[str, Player] = {n: Player(n) for n in names}

    def result(self, white: str, black: str, score: float) -> Tuple[float, float]:
        if score not in (0, 0.5, 1):
            raise ValueError(f"score must be 0, 0.5 or 1, not {score}")
        if white == black:
            raise ValueError(f"{white} cannot play themselves")
        try:
            a, b = self.players[white], self.players[black]
        except KeyError as exc:
            raise LookupError(f"unregistered player {exc.args[0]}") from exc
        ea = a.expected(b)
        da = a.K * (score - ea)
        a.rating += da
        b.rating -= da
        for p, s in ((a, score), (b, 1 - score)):
            p.games += 1
            p.record[0 if s == 1 else 1 if s == 0.5 else 2] += 1
        return round(da, 2), round(ea, 3)

    def table(self) -> List[Player]:
        return sorted(self.players.values(), reverse=True)


def main():
    ladder = Ladder(["ana", "ben", "cai", "dee"])
    ladder.players["ana"].rating = 1620
    ladder.players["dee"].rating = 1410
    games = [("ana", "ben", 1), ("cai", "dee", 0.5), ("dee", "ana", 1), ("ben", "cai", 0),
             ("ana", "cai", 0.5), ("ben", "dee", 2), ("eve", "ana", 1), ("dee", "dee", 1),
             ("cai", "ana", 1), ("dee", "ben", 0)]
    for g in games:
        try:
            delta, exp = ladder.result(*g)
            print(f"{g[0]} v {g[1]} {g[2]}: expected {exp}, change {delta:+.2f}")
        except LookupError as exc:
            print("LookupError:", exc, "| cause:", repr(exc.__cause__))
        except ValueError as exc:
            print("ValueError:", exc)
    for rank, p in enumerate(ladder.table(), 1):
        print(f"{rank}. {p!r} games={p.games}")
    a, b = ladder.players["ana"], ladder.players["cai"]
    print(a > b, a >= b, a <= b, a == a, a != b, max(ladder.players.values()).name)
    print(sum(p.rating for p in ladder.players.values()))
    print(Player("x", 1500.4) == Player("x", 1499.6), Player("x") < Player("y"), {Player("q"), Player("q")} and len({Player("q"), Player("q")}))


if __name__ == "__main__":
    main()
