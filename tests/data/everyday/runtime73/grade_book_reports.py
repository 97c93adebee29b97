"""A grade book: students as dataclasses with computed properties, an int subclass for
points that keeps its own repr, grade bands from range lookups, an exception for invalid
scores with notes, and a report with aligned columns and percentages."""
from dataclasses import dataclass, field
from statistics import mean


class Points(int):
    def __repr__(self):
        return f"Points({int(self)})"

    def scaled(self, out_of):
        return Points(round(self * 100 / out_of))


class ScoreError(ValueError):
    pass


BANDS = [(range(90, 101), "A"), (range(80, 90), "B"), (range(70, 80), "C"), (range(0, 70), "F")]


def band(score):
    for r, letter in BANDS:
        if r.count(score):
            return letter, r.index(score)
    raise ScoreError(f"score {score!r} outside 0..100")


@dataclass
class Student:
    name: str
    raw: list[int] = field(default_factory=list)

    @property
    def points(self):
        return Points(sum(self.raw))

    @property
    def percent(self):
        return self.points.scaled(len(self.raw) * 20) if self.raw else Points(0)


def main():
    roster = [
        Student("ana", [18, 20, 19, 17]),
        Student("bo", [12, 15, 14, 16]),
        Student("cy", [20, 20, 20, 21]),
        Student("dee", []),
    ]
    print(f"{'name':<5}{'pts':>5}{'pct':>6} band")
    for s in roster:
        pct = s.percent
        try:
            letter, offset = band(pct)
        except ScoreError as e:
            e.add_note(f"student {s.name} has raw scores {s.raw}")
            print(f"{s.name:<5}{s.points:>5}{pct:>5}% !! {e} | {e.__notes__[0]}")
            continue
        print(f"{s.name:<5}{s.points:>5}{pct:>5}% {letter} (+{offset})")
    pts = roster[0].points
    print(repr(pts), pts + 1, type(pts + 1).__name__, repr(pts.scaled(80)), pts.real, pts.numerator, type(pts.real).__name__)
    avg = mean(s.percent for s in roster if s.raw)
    print(f"class average {avg:.2f}% over {sum(1 for s in roster if s.raw)} students")
    print(band(True), band(85.0), range(0, 70).count(69.5))
    return {s.name: int(s.percent) for s in roster}
