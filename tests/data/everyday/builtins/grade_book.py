def letter(avg: float) -> str:
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if avg >= cutoff:
            return grade
    return "F"


def main() -> None:
    SCORES = {"ana": [88, 92, 79], "ben": [65, 70, 58], "cy": [95, 98, 100], "dee": [72, 85, 80]}
    report = []
    for student, marks in SCORES.items():
        avg = sum(marks) / len(marks)
        report.append((student.title(), avg, letter(avg), min(marks), max(marks)))
    report.sort(key=lambda r: r[1], reverse=True)
    print("{:<6}{:>8}{:>6}{:>5}{:>5}".format("name", "avg", "grade", "lo", "hi"))
    for name, avg, grade, lo, hi in report:
        print("{:<6}{:>8.2f}{:>6}{:>5}{:>5}".format(name, avg, grade, lo, hi))
    passing = [r[0] for r in report if r[2] != "F" and r[2] != "D"]
    print("passing:", passing, "all above 50:", all([min(m) > 50 for m in SCORES.values()]))
    print("any perfect:", any([100 in m for m in SCORES.values()]))
