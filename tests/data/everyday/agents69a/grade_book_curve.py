"""Grade book: weighted scores, a curve to a target mean, letter grades and a class table."""
import statistics
from math import floor, sqrt

WEIGHTS = {"homework": 0.25, "midterm": 0.30, "final": 0.35, "participation": 0.10}

STUDENTS = {
    "Ana Souza":      {"homework": [92, 88, 95, 100], "midterm": 78, "final": 84, "participation": 100},
    "Ben Okafor":     {"homework": [70, 65, 0, 80],   "midterm": 62, "final": 71, "participation": 90},
    "Chen Wei":       {"homework": [100, 98, 97, 99], "midterm": 91, "final": 95, "participation": 80},
    "Dmitri Volkov":  {"homework": [85, 90, 78, 88],  "midterm": 74, "final": 69, "participation": 95},
    "Esther Nakamura": {"homework": [60, 72, 68, 75], "midterm": 55, "final": 61, "participation": 70},
    "Farah Haddad":   {"homework": [88, 84, 91, 86],  "midterm": 83, "final": 88, "participation": 100},
}

CUTOFFS = [(93, "A"), (90, "A-"), (87, "B+"), (83, "B"), (80, "B-"), (77, "C+"), (70, "C"), (60, "D"), (0, "F")]


def homework_score(scores, drop_lowest=1):
    kept = sorted(scores)[drop_lowest:]
    return sum(kept) / len(kept)


def weighted(record):
    total = 0.0
    for part, weight in WEIGHTS.items():
        value = record[part]
        if isinstance(value, list):
            value = homework_score(value)
        total += weight * value
    return total


def letter(score):
    for cutoff, grade in CUTOFFS:
        if score >= cutoff:
            return grade
    raise ValueError(f"negative score {score}")


def curve(scores, target_mean=80.0):
    mean = statistics.mean(scores.values())
    shift = max(0.0, target_mean - mean)
    return {name: min(100.0, s + shift) for name, s in scores.items()}, shift


def main():
    raw = {name: weighted(rec) for name, rec in STUDENTS.items()}
    curved, shift = curve(raw)
    print(f"mean before curve: {statistics.mean(raw.values()):.2f}, shift {shift:+.2f}")
    print(f"stdev {statistics.stdev(raw.values()):.3f}  pstdev {statistics.pstdev(raw.values()):.3f}")
    print(f"median {statistics.median(raw.values()):.2f}")
    header = f"{'Student':<16}|{'Raw':>7}|{'Curved':>7}| Grade"
    print(header)
    print("-" * len(header))
    ranked = sorted(curved.items(), key=lambda kv: (-kv[1], kv[0]))
    for rank, (name, score) in enumerate(ranked, 1):
        print(f"{name:<16}|{raw[name]:>7.2f}|{score:>7.2f}| {letter(score):<2} #{rank}")
    dist = {}
    for name, score in curved.items():
        g = letter(score)[0]
        dist[g] = dist.get(g, 0) + 1
    print("distribution:", " ".join(f"{g}:{dist.get(g, 0)}" for g in "ABCDF"))
    best_hw = max(STUDENTS, key=lambda n: homework_score(STUDENTS[n]["homework"]))
    print("best homework:", best_hw)
    zeros = [n for n, r in STUDENTS.items() if 0 in r["homework"]]
    print("missing homework:", zeros)
    spread = max(curved.values()) - min(curved.values())
    print(f"spread {spread:.1f}, sqrt-curve of 64 = {floor(sqrt(64) * 10)}")
    try:
        letter(-1)
    except ValueError as exc:
        print("error:", exc)
    return round(statistics.mean(curved.values()), 2)


if __name__ == "__main__":
    main()
