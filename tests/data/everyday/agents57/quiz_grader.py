"""Grade quiz submissions: multiple choice, multi-select partial credit, numeric tolerance."""
from dataclasses import dataclass
from statistics import mean, median, pstdev
from collections import Counter
import math


@dataclass(frozen=True)
class Question:
    qid: str
    kind: str
    answer: object
    points: float = 1.0
    tolerance: float = 0.0


KEY = [
    Question("q1", "choice", "b"),
    Question("q2", "multi", frozenset("acd"), points=3),
    Question("q3", "numeric", 9.81, points=2, tolerance=0.05),
    Question("q4", "text", "mitochondria"),
    Question("q5", "choice", "d", points=2),
]

SUBMISSIONS = {
    "amir": {"q1": "b", "q2": "acd", "q3": "9.8", "q4": "Mitochondria ", "q5": "d"},
    "bela": {"q1": "c", "q2": "ac", "q3": "10", "q4": "mitochondrion", "q5": "d"},
    "chen": {"q1": "b", "q2": "abcd", "q3": "9.86", "q5": "a"},
    "dana": {"q1": "B", "q2": "d", "q3": "nine", "q4": "MITOCHONDRIA", "q5": "d"},
}


def score(q, given):
    if given is None:
        return 0.0
    if q.kind == "choice":
        return q.points if given.strip().lower() == q.answer else 0.0
    if q.kind == "multi":
        chosen = frozenset(given)
        right = len(chosen & q.answer)
        wrong = len(chosen - q.answer)
        return max(0.0, q.points * (right - wrong) / len(q.answer))
    if q.kind == "numeric":
        try:
            value = float(given)
        except ValueError:
            return 0.0
        return q.points if math.isclose(value, q.answer, abs_tol=q.tolerance) else 0.0
    return q.points if given.strip().casefold() == q.answer else 0.0


def letter(pct):
    for cut, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if pct >= cut:
            return grade
    return "F"


def main():
    total = sum(q.points for q in KEY)
    results = {}
    missed = Counter()
    for student, answers in sorted(SUBMISSIONS.items()):
        scores = [score(q, answers.get(q.qid)) for q in KEY]
        for q, s in zip(KEY, scores):
            if s < q.points:
                missed[q.qid] += 1
        got = sum(scores)
        pct = 100 * got / total
        results[student] = pct
        detail = " ".join(f"{s:g}" for s in scores)
        print(f"{student:<5} {got:5.2f}/{total:g} {pct:6.1f}% {letter(pct)}  [{detail}]")
    values = list(results.values())
    print(f"mean {mean(values):.1f}  median {median(values):.1f}  sd {pstdev(values):.2f}")
    print("hardest:", missed.most_common(2))
    print("distribution:", dict(sorted(Counter(map(letter, values)).items())))


if __name__ == "__main__":
    main()
