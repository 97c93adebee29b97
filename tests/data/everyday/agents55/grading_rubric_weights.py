"""Course grading with weighted categories, dropped lowest quiz and letter grades."""
import statistics
from collections import defaultdict

WEIGHTS = {"quiz": 0.2, "homework": 0.3, "midterm": 0.2, "final": 0.3}
LETTERS = [(93, "A"), (90, "A-"), (87, "B+"), (83, "B"), (80, "B-"), (77, "C+"), (70, "C"), (60, "D"), (0, "F")]

SCORES = """
alice quiz 8/10 quiz 9/10 quiz 4/10 homework 45/50 homework 48/50 midterm 82/100 final 91/100
bob quiz 6/10 quiz 7/10 quiz 9/10 homework 30/50 homework 41/50 midterm 74/100 final 68/100
chen quiz 10/10 quiz 10/10 quiz 9/10 homework 50/50 homework 49/50 midterm 95/100 final 97/100
dana quiz 5/10 homework 20/50 midterm 55/100
"""


def letter(pct):
    return next(l for cutoff, l in LETTERS if pct >= cutoff)


def parse(text):
    students = {}
    for line in text.strip().splitlines():
        name, *rest = line.split()
        cats = defaultdict(list)
        for cat, score in zip(rest[::2], rest[1::2]):
            got, out_of = map(int, score.split("/"))
            cats[cat].append(got / out_of)
        students[name] = cats
    return students


def final_grade(cats):
    total = weight_used = 0.0
    for cat, weight in WEIGHTS.items():
        scores = sorted(cats.get(cat, []))
        if cat == "quiz" and len(scores) > 2:
            scores = scores[1:]
        if scores:
            total += weight * statistics.mean(scores)
            weight_used += weight
    return 100 * total / weight_used if weight_used else 0.0, weight_used


def main():
    students = parse(SCORES)
    results = {name: final_grade(cats) for name, cats in students.items()}
    for name, (pct, used) in sorted(results.items(), key=lambda kv: kv[1][0], reverse=True):
        note = "" if used == 1 else f" (incomplete: {used:.0%} of weight)"
        print(f"{name.title():<6} {pct:6.2f}  {letter(pct):<2}{note}")
    pcts = [p for p, _ in results.values()]
    print(f"class mean {statistics.mean(pcts):.2f}, median {statistics.median(pcts):.2f}, pstdev {statistics.pstdev(pcts):.2f}")
    dist = defaultdict(int)
    for p in pcts:
        dist[letter(p)[0]] += 1
    print(dict(sorted(dist.items())))


if __name__ == "__main__":
    main()
