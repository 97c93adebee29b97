import csv
import io
import statistics

GRADES = """student,hw1,hw2,hw3,midterm,final
Ana,88,92,79,85,91
Ben,72,,81,68,74
Chloe,95,98,100,93,97
Dev,60,55,70,58,
Eli,81,77,85,80,83
"""
WEIGHTS = {"hw": 0.3, "midterm": 0.3, "final": 0.4}


def letter(score):
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if score >= cutoff:
            return grade
    return "F"


def main():
    reader = csv.DictReader(io.StringIO(GRADES))
    results = []
    for row in reader:
        hw = [int(row[k]) for k in ("hw1", "hw2", "hw3") if row[k]]
        hw_avg = statistics.mean(hw) if hw else 0
        mid = int(row["midterm"] or 0)
        fin = int(row["final"] or 0)
        score = hw_avg * WEIGHTS["hw"] + mid * WEIGHTS["midterm"] + fin * WEIGHTS["final"]
        results.append((row["student"], round(score, 1), letter(score), len(hw) < 3 or not row["final"]))
    results.sort(key=lambda r: r[1], reverse=True)
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["rank", "student", "score", "grade", "incomplete"])
    for i, (name, score, grade, inc) in enumerate(results, 1):
        w.writerow([i, name, f"{score:.1f}", grade, "yes" if inc else ""])
    print(out.getvalue(), end="")
    scores = [r[1] for r in results]
    print(f"mean={statistics.mean(scores):.2f} median={statistics.median(scores)} stdev={statistics.stdev(scores):.3f}")
    dist = {g: sum(1 for r in results if r[2] == g) for g in "ABCDF"}
    print(" ".join(f"{g}:{n}" for g, n in dist.items() if n))
