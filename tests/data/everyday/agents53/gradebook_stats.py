"""Compute grade statistics per student and per assignment, with letter grades."""
import statistics
from collections import namedtuple

Score = namedtuple("Score", "student assignment points max_points")

RAW = """\
ana,hw1,18,20
ana,hw2,25,30
ana,exam,82,100
ben,hw1,12,20
ben,hw2,30,30
ben,exam,65,100
cho,hw1,20,20
cho,hw2,21,30
cho,exam,91,100
dev,hw1,9,20
dev,exam,58,100
"""

WEIGHTS = {"hw1": 0.2, "hw2": 0.2, "exam": 0.6}
CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D"), (0, "F")]


def letter(pct):
    return next(grade for cutoff, grade in CUTOFFS if pct >= cutoff)


def main():
    scores = [Score(s, a, int(p), int(m)) for s, a, p, m in (line.split(",") for line in RAW.splitlines())]
    students = sorted({s.student for s in scores})
    print(f"{'student':<8}{'weighted':>9}  grade  missing")
    finals = {}
    for st in students:
        mine = {s.assignment: s.points / s.max_points * 100 for s in scores if s.student == st}
        missing = [a for a in WEIGHTS if a not in mine]
        weighted = sum(WEIGHTS[a] * mine.get(a, 0) for a in WEIGHTS)
        finals[st] = weighted
        print(f"{st:<8}{weighted:>9.2f}  {letter(weighted):^5}  {','.join(missing) or '-'}")
    print()
    for a in WEIGHTS:
        pcts = [s.points / s.max_points * 100 for s in scores if s.assignment == a]
        sd = statistics.stdev(pcts) if len(pcts) > 1 else 0.0
        print(f"{a:<5} n={len(pcts)} mean={statistics.mean(pcts):6.2f} median={statistics.median(pcts):6.2f} sd={sd:6.2f}")
    vals = list(finals.values())
    print(f"class mean {statistics.mean(vals):.2f}, pstdev {statistics.pstdev(vals):.2f}")
    ranked = sorted(finals.items(), key=lambda kv: kv[1], reverse=True)
    for rank, (st, v) in enumerate(ranked, 1):
        print(f"#{rank} {st} {v:.1f}")
    print(Score("x", "hw1", 1, 2)._replace(points=2))


if __name__ == "__main__":
    main()
