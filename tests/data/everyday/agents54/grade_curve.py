"""Curve exam scores, assign letter grades and print a class summary."""
import statistics
from collections import Counter, namedtuple

Student = namedtuple("Student", "name scores")

ROSTER = [
    Student("Avery", [78, 82, 69]),
    Student("Blake", [92, 88, 95]),
    Student("Casey", [55, 61, 58]),
    Student("Devon", [70, 74, 80]),
    Student("Emery", [88, 79, 91]),
    Student("Finley", [64, 70, 66]),
    Student("Gray", [99, 97, 100]),
]

CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D"), (0, "F")]
WEIGHTS = (0.3, 0.3, 0.4)


def weighted(scores):
    return sum(s * w for s, w in zip(scores, WEIGHTS))


def letter(score):
    return next(grade for cut, grade in CUTOFFS if score >= cut)


def curve(values, target_mean=78.0):
    shift = target_mean - statistics.mean(values)
    return [min(100.0, v + shift) for v in values], shift


def main():
    raw = [weighted(s.scores) for s in ROSTER]
    curved, shift = curve(raw)
    print(f"class mean {statistics.mean(raw):.2f}, curve shift {shift:+.2f}")
    rows = sorted(zip(ROSTER, raw, curved), key=lambda t: t[2], reverse=True)
    for rank, (student, r, c) in enumerate(rows, start=1):
        bar = "#" * int(c // 5)
        print(f"{rank}. {student.name:<7} raw {r:6.2f} curved {c:6.2f} {letter(c)} {bar}")
    dist = Counter(letter(c) for c in curved)
    print("distribution:", " ".join(f"{g}:{dist.get(g, 0)}" for _, g in CUTOFFS))
    improved = [s.name for s in ROSTER if s.scores[-1] > s.scores[0]]
    print("improved over term:", ", ".join(improved))
    best_exam = max(range(3), key=lambda i: statistics.mean(s.scores[i] for s in ROSTER))
    print("easiest exam:", best_exam + 1)
    print("median curved:", round(statistics.median(curved), 1))
    top = rows[0][0]
    print(top, top._asdict()["name"], top._replace(scores=[0])._fields)


if __name__ == "__main__":
    main()
