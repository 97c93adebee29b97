"""Monte Carlo of Monopoly landing frequencies with doubles, jail and a few Chance cards."""
import random
from collections import Counter

SQUARES = ["GO", "Old Kent", "CC1", "Whitechapel", "Income Tax", "Kings Cross", "Angel", "Chance1",
           "Euston", "Pentonville", "Jail", "Pall Mall", "Electric", "Whitehall", "Northumberland",
           "Marylebone", "Bow St", "CC2", "Marlborough", "Vine St", "Free Parking", "Strand", "Chance2",
           "Fleet St", "Trafalgar", "Fenchurch", "Leicester", "Coventry", "Water", "Piccadilly",
           "Go To Jail", "Regent", "Oxford", "CC3", "Bond St", "Liverpool St", "Chance3", "Park Lane",
           "Super Tax", "Mayfair"]
JAIL = SQUARES.index("Jail")
STATIONS = [i for i, s in enumerate(SQUARES) if s.endswith(("Cross", "Marylebone", "Fenchurch", "Liverpool St"))]


def chance(pos, deck):
    card = deck.pop(0)
    deck.append(card)
    if card == "go":
        return 0
    if card == "jail":
        return JAIL
    if card == "mayfair":
        return len(SQUARES) - 1
    if card == "back3":
        return (pos - 3) % len(SQUARES)
    if card == "station":
        return next((s for s in STATIONS if s > pos), STATIONS[0])
    return pos


def simulate(turns, seed):
    rng = random.Random(seed)
    deck = ["go", "jail", "mayfair", "back3", "station"] + ["stay"] * 11
    rng.shuffle(deck)
    counts = Counter()
    pos = doubles = 0
    for _ in range(turns):
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        doubles = doubles + 1 if a == b else 0
        if doubles == 3:
            pos, doubles = JAIL, 0
        else:
            pos = (pos + a + b) % len(SQUARES)
            if SQUARES[pos].startswith("Chance"):
                pos = chance(pos, deck)
            if SQUARES[pos] == "Go To Jail":
                pos = JAIL
        counts[pos] += 1
    return counts


def main():
    turns = 20000
    counts = simulate(turns, seed=7)
    print(f"{turns} turns simulated, {len(counts)} squares visited")
    print("top 8 squares:")
    for square, n in counts.most_common(8):
        print(f"  {SQUARES[square]:<14}{n / turns:6.2%} {'*' * (n * 400 // turns)}")
    print("never landed on:", [SQUARES[i] for i in range(len(SQUARES)) if counts[i] == 0])
    groups = {"brown": [1, 3], "orange": [16, 18, 19], "red": [21, 23, 24], "dark blue": [37, 39]}
    ranking = sorted(groups, key=lambda g: sum(counts[i] for i in groups[g]) / len(groups[g]), reverse=True)
    print("colour groups by landing rate per square:", ranking)
    expected = 1 / len(SQUARES)
    print(f"jail vs uniform: {counts[JAIL] / turns / expected:.2f}x")
    again = simulate(turns, seed=7)
    print("reproducible:", again == counts, "total", sum(again.values()))


if __name__ == "__main__":
    main()
