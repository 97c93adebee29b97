"""Rank five-card poker hands and break ties the way a card room would."""
from collections import Counter
from typing import NamedTuple

VALUES = {r: i for i, r in enumerate("23456789TJQKA", start=2)}
CATEGORIES = [
    "high card", "one pair", "two pair", "three of a kind", "straight",
    "flush", "full house", "four of a kind", "straight flush",
]


class Score(NamedTuple):
    category: int
    tiebreak: tuple

    @property
    def name(self):
        return CATEGORIES[self.category]


def parse(hand: str) -> list[tuple[int, str]]:
    cards = hand.split()
    if len(cards) != 5:
        raise ValueError(f"need five cards, got {len(cards)}: {hand!r}")
    return [(VALUES[c[0]], c[1]) for c in cards]


def score(hand: str) -> Score:
    cards = parse(hand)
    values = sorted((v for v, _ in cards), reverse=True)
    counts = Counter(values)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    ordered = tuple(v for v, n in groups)
    flush = len({s for _, s in cards}) == 1
    if values == [14, 5, 4, 3, 2]:
        values = [5, 4, 3, 2, 1]
    straight = len(counts) == 5 and values[0] - values[-1] == 4
    shape = sorted(counts.values(), reverse=True)
    if straight and flush:
        return Score(8, (values[0],))
    if shape == [4, 1]:
        return Score(7, ordered)
    if shape == [3, 2]:
        return Score(6, ordered)
    if flush:
        return Score(5, tuple(values))
    if straight:
        return Score(4, (values[0],))
    if shape == [3, 1, 1]:
        return Score(3, ordered)
    if shape == [2, 2, 1]:
        return Score(2, ordered)
    if shape == [2, 1, 1, 1]:
        return Score(1, ordered)
    return Score(0, tuple(values))


HANDS = {
    "alice": "TH JH QH KH AH",
    "bob": "2C 2D 2H 9S 9D",
    "carol": "AS 2D 3C 4H 5S",
    "dave": "KS KD 7H 7C 2S",
    "erin": "KH KC 7D 7S 3H",
    "frank": "3S 8S 9S JS QS",
    "gina": "AC AD AH AS 4D",
    "hugo": "2S 4D 6H 8C TD",
}


def main():
    scored = {name: score(hand) for name, hand in HANDS.items()}
    ranking = sorted(scored.items(), key=lambda kv: kv[1], reverse=True)
    for place, (name, s) in enumerate(ranking, 1):
        print(f"{place}. {name:<6} {HANDS[name]:<15} {s.name:<16} {s.tiebreak}")
    print("dave beats erin:", scored["dave"] > scored["erin"])
    per_category = Counter(s.name for s in scored.values())
    print(dict(sorted(per_category.items())))
    for bad in ["AS KS", "ZZ 2D 3C 4H 5S"]:
        try:
            score(bad)
        except (ValueError, KeyError) as exc:
            print(type(exc).__name__, exc)


if __name__ == "__main__":
    main()
