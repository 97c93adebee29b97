import statistics
from functools import reduce

SCORES = {
    "ana": [88, 92, 79, 95],
    "ben": [72, 65, 80],
    "chloé": [99, 97, 100, 98],
    "dmitri": [55, 61, 58, 70],
    "eun-ji": [85, 85, 90],
}


def letter(avg):
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if avg >= cutoff:
            return grade
    return "F"


def main():
    rows = []
    for name, marks in SCORES.items():
        avg = statistics.mean(marks)
        rows.append((name, avg, statistics.median(marks), letter(avg)))
    rows.sort(key=lambda r: (-r[1], r[0]))
    print(f"{'#':>2} {'name':<8} {'avg':>7} {'median':>7} grade")
    for rank, (name, avg, med, grade) in enumerate(rows, 1):
        print(f"{rank:>2} {name:<8} {avg:7.2f} {med:>7} {grade:^5}")
    all_marks = reduce(lambda acc, m: acc + m, SCORES.values(), [])
    print("overall mean %.3f, max %d, min %d" % (statistics.mean(all_marks), max(all_marks), min(all_marks)))
    q = statistics.quantiles(all_marks, n=4)
    print("quartiles:", q)
    grades = {}
    for _, _, _, g in rows:
        grades[g] = grades.get(g, 0) + 1
    print(" ".join(f"{g}={grades.get(g, 0)}" for g in "ABCDF"))
    print(statistics.fmean([1, 2, 4]), statistics.harmonic_mean([40, 60]))
    return rows[0][0]


if __name__ == "__main__":
    main()
