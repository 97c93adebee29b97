"""Schedule flashcard reviews with the SM-2 algorithm over a simulated month of study."""
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import List


@dataclass
class Card:
    front: str
    back: str
    difficulty: float
    ease: float = 2.5
    interval: int = 0
    repetitions: int = 0
    due: date = field(default_factory=lambda: date(2024, 1, 1))
    history: List[int] = field(default_factory=list)

    def review(self, quality: int, today: date) -> None:
        if not 0 <= quality <= 5:
            raise ValueError(f"quality must be 0..5, got {quality}")
        self.history.append(quality)
        if quality < 3:
            self.repetitions = 0
            self.interval = 1
        else:
            if self.repetitions == 0:
                self.interval = 1
            elif self.repetitions == 1:
                self.interval = 6
            else:
                self.interval = round(self.interval * self.ease)
            self.repetitions += 1
        self.ease = max(1.3, self.ease + 0.1 - (5 - quality) * (0.08 + (5 - quality) * 0.02))
        self.due = today + timedelta(days=self.interval)


DECK = [
    ("der Hund", "the dog", 0.1), ("die Katze", "the cat", 0.15), ("das Fahrrad", "the bicycle", 0.4),
    ("die Schildkröte", "the turtle", 0.7), ("das Eichhörnchen", "the squirrel", 0.85),
    ("der Schmetterling", "the butterfly", 0.6), ("die Brücke", "the bridge", 0.3),
    ("das Gespenst", "the ghost", 0.5),
]


def main():
    rng = random.Random(4)
    cards = [Card(f, b, d) for f, b, d in DECK]
    start = date(2024, 1, 1)
    workload = []
    for offset in range(30):
        today = start + timedelta(days=offset)
        due = [c for c in cards if c.due <= today]
        for card in due:
            skill = 1 - card.difficulty + 0.08 * card.repetitions
            quality = min(5, max(0, round(rng.gauss(skill * 5, 1.0))))
            card.review(quality, today)
        workload.append(len(due))
    print("reviews per day:", workload)
    print(f"total reviews {sum(workload)}, busiest day {workload.index(max(workload)) + 1} with {max(workload)}")
    print(f"{'card':<18}{'reps':>5}{'ease':>6}{'ivl':>5}  due         history")
    for c in sorted(cards, key=lambda c: (c.due, c.front)):
        print(f"{c.front:<18}{c.repetitions:>5}{c.ease:>6.2f}{c.interval:>5}  {c.due}  {''.join(map(str, c.history))}")
    lapses = {c.front: sum(q < 3 for q in c.history) for c in cards}
    leech = max(lapses, key=lapses.get)
    print(f"leech: {leech} ({lapses[leech]} lapses) = {next(c.back for c in cards if c.front == leech)}")
    try:
        cards[0].review(7, start)
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()
