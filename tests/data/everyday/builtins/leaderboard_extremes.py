# A leaderboard summary: best and worst scores by `max`/`min` of a few values at a time, with
# counters kept by `+=` and early `return`s of plain locals.
from dataclasses import dataclass


@dataclass
class Score:
    player: str
    points: int

    def __lt__(self, other: "Score") -> bool:
        return self.points < other.points

    def __gt__(self, other: "Score") -> bool:
        return self.points > other.points


ROUNDS = [
    ("ana", [12, 7, 19]),
    ("bo", [3, 3, 3]),
    ("cy", [25, 0, 11]),
    ("di", [8, 30, 2]),
]


def clamp(value: float, low: float, high: float) -> float:
    return max(low, min(value, high))


def best_streak(points: list[int]) -> int:
    best = 0
    run = 0
    prev = -1
    for p in points:
        if p >= prev:
            run += 1
        else:
            run = 1
        best = max(best, run)
        prev = p
    return best


def first_over(points: list[int], limit: int) -> int:
    index = 0
    for p in points:
        if p > limit:
            return index
        index += 1
    return -1


def main() -> None:
    high = 0
    low = 10**6
    for name, points in ROUNDS:
        top = max(points[0], points[1], points[2])
        bottom = min(points[0], points[1], points[2])
        high = max(high, top)
        low = min(low, bottom)
        print(f"{name}: top {top} bottom {bottom} streak {best_streak(points)} first>10 {first_over(points, 10)}")
    print("overall", high, low)
    # Equal values: the first one wins, so the type printed is the first argument's.
    print(max(1, 1.0), max(1.0, 1), min(0, False), min(False, 0), max(True, 1))
    print(max(2.5, 2), min(-0.0, 0.0), max(10**30, 10**30 + 1, -5), min("pear", "apple", "fig"))
    print(clamp(1.7, 0.0, 1.0), clamp(-3, 0, 10), clamp(4, 0, 10))
    # Tuples and instances take the whole way.
    print(max((1, "b"), (1, "a")), min([3, 1], [2, 9]))
    scores = [Score(n, sum(p)) for n, p in ROUNDS]
    print(max(scores[0], scores[1]).player, min(scores[2], scores[3], scores[0]).player)
    for bad in [("a", 1), (1, None)]:
        try:
            max(bad[0], bad[1])
        except TypeError as e:
            print("TypeError:", e)
    total = 0
    total += max(3, 4) * 2
    total -= min(1, 2)
    print("total", total)

