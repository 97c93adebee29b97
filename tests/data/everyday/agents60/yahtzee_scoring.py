"""Score Yahtzee rolls in every category and play a seeded greedy game."""
import random
from collections import Counter
from functools import reduce


def upper(face):
    def scorer(dice):
        return face * dice.count(face)
    scorer.__name__ = f"{face}s"
    return scorer


def of_a_kind(n):
    def scorer(dice):
        return sum(dice) if max(Counter(dice).values()) >= n else 0
    return scorer


def full_house(dice):
    return 25 if sorted(Counter(dice).values()) == [2, 3] else 0


def straight(length, points):
    runs = [set(range(start, start + length)) for start in range(1, 8 - length)]
    return lambda dice: points if any(run <= set(dice) for run in runs) else 0


CATEGORIES = {
    **{f"{n}s": upper(n) for n in range(1, 7)},
    "three of a kind": of_a_kind(3),
    "four of a kind": of_a_kind(4),
    "full house": full_house,
    "small straight": straight(4, 30),
    "large straight": straight(5, 40),
    "yahtzee": lambda d: 50 if len(set(d)) == 1 else 0,
    "chance": sum,
}


def best_keep(dice):
    counts = Counter(dice)
    face, n = max(counts.items(), key=lambda kv: (kv[1], kv[0]))
    return [face] * n


def play(seed=5):
    rng = random.Random(seed)
    open_categories = dict(CATEGORIES)
    card = {}
    for turn in range(len(CATEGORIES)):
        dice = [rng.randint(1, 6) for _ in range(5)]
        for _ in range(2):
            keep = best_keep(dice)
            dice = keep + [rng.randint(1, 6) for _ in range(5 - len(keep))]
        name, points = max(((c, f(dice)) for c, f in open_categories.items()), key=lambda cp: cp[1])
        del open_categories[name]
        card[name] = (sorted(dice), points)
    return card


def main():
    for roll in ([3, 3, 3, 5, 5], [1, 2, 3, 4, 6], [2, 3, 4, 5, 6], [6, 6, 6, 6, 6], [1, 1, 2, 4, 4]):
        scored = {c: f(roll) for c, f in CATEGORIES.items() if f(roll)}
        print(roll, "->", scored)
    card = play()
    for name in CATEGORIES:
        dice, points = card[name]
        print(f"  {name:<16} {''.join(map(str, dice))}  {points:>3}")
    upper_total = sum(card[f"{n}s"][1] for n in range(1, 7))
    bonus = 35 if upper_total >= 63 else 0
    total = reduce(lambda acc, item: acc + item[1], card.values(), 0) + bonus
    print(f"upper {upper_total} (+{bonus} bonus), grand total {total}")
    print(upper(4).__name__, CATEGORIES["chance"]([1, 2, 3, 4, 5]))


if __name__ == "__main__":
    main()
