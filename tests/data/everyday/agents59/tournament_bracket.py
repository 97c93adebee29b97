"""Seed a single-elimination bracket, play it out from rating odds, and print each round."""
import math
import random
from dataclasses import dataclass
from typing import List, Optional


@dataclass
class Player:
    name: str
    rating: int
    seed: int = 0

    def __str__(self) -> str:
        return f"({self.seed}) {self.name}"


def bracket_order(size: int) -> List[int]:
    """Standard seeding order so that seeds 1 and 2 can only meet in the final."""
    order = [1, 2]
    while len(order) < size:
        total = len(order) * 2 + 1
        order = [x for seed in order for x in (seed, total - seed)]
    return order


def win_probability(a: Player, b: Player) -> float:
    return 1 / (1 + 10 ** ((b.rating - a.rating) / 400))


def play(a: Optional[Player], b: Optional[Player], rng: random.Random) -> Player:
    if a is None:
        return b
    if b is None:
        return a
    return a if rng.random() < win_probability(a, b) else b


def main():
    roster = [
        ("Ana", 1820), ("Bo", 1755), ("Cyd", 1690), ("Dee", 1905),
        ("Eli", 1600), ("Fay", 1710), ("Gus", 1580), ("Hal", 1840),
        ("Ivy", 1650), ("Jo", 1775),
    ]
    players = sorted((Player(n, r) for n, r in roster), key=lambda p: -p.rating)
    for i, p in enumerate(players, start=1):
        p.seed = i
    size = 2 ** math.ceil(math.log2(len(players)))
    print(f"{len(players)} players, bracket of {size}, {size - len(players)} byes")
    by_seed = {p.seed: p for p in players}
    slots = [by_seed.get(s) for s in bracket_order(size)]
    rng = random.Random(2024)
    round_no = 1
    upsets = 0
    while len(slots) > 1:
        names = {2: "Final", 4: "Semifinals", 8: "Quarterfinals"}
        print(f"-- {names.get(len(slots), f'Round {round_no}')} --")
        winners = []
        for a, b in zip(slots[::2], slots[1::2]):
            w = play(a, b, rng)
            if a is None or b is None:
                print(f"  {w} advances on a bye")
            else:
                loser = b if w is a else a
                mark = ""
                if w.seed > loser.seed:
                    upsets += 1
                    mark = "  UPSET"
                p = win_probability(w, loser)
                print(f"  {str(a):<10} vs {str(b):<10} -> {w.name} (p={p:.2f}){mark}")
            winners.append(w)
        slots = winners
        round_no += 1
    champ = slots[0]
    print(f"Champion: {champ.name} (seed {champ.seed}, rating {champ.rating})")
    print("Upsets:", upsets)


if __name__ == "__main__":
    main()
