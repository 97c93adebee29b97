"""Scorers made by a factory, their methods taken from each class as values (keys, map)."""


def make_scorer(weight, bonus):
    class Scorer:
        def __init__(self, name, points):
            self.name = name
            self.points = points

        def score(self):
            return self.points * weight + bonus

        @staticmethod
        def describe(value):
            return f"w={weight} v={value}"

    return Scorer


def main():
    Plain = make_scorer(1, 0)
    Boosted = make_scorer(3, 5)
    players = [Plain("ann", 4), Boosted("bob", 1), Plain("cy", 7)]
    print(Plain.score is Plain.score, Plain.score is Boosted.score, Plain.score == Boosted.score)
    print(Plain.score(Boosted("dee", 2)), Boosted.score(Plain("eve", 2)))
    print([p.name for p in sorted(players, key=Boosted.score)], list(map(Plain.score, players)))
    print(Plain.describe(2), Boosted("fay", 0).describe(3))
    return max(p.score() for p in players)
