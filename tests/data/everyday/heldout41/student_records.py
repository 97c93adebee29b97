from dataclasses import dataclass


@dataclass(frozen=True)
class Student:
    name: str
    year: int
    gpa: float
    major: str


ROSTER = [
    Student("Ivy", 2, 3.7, "math"),
    Student("Jon", 3, 2.9, "cs"),
    Student("Kim", 1, 3.95, "cs"),
    Student("Lou", 4, 3.1, "history"),
    Student("Max", 2, 3.45, "math"),
    Student("Nia", 3, 3.88, "cs"),
]


def describe(s: Student) -> str:
    honors = " (honors)" if s.gpa >= 3.75 else ""
    return f"{s.name} — year {s.year}, {s.major}, GPA {s.gpa:.2f}{honors}"


def main():
    for s in sorted(ROSTER, key=lambda s: (s.major, -s.gpa)):
        print(describe(s))
    majors = sorted({s.major for s in ROSTER})
    for m in majors:
        group = [s for s in ROSTER if s.major == m]
        avg = sum(s.gpa for s in group) / len(group)
        print(f"{m:>8}: n={len(group)} avg={avg:.3f} top={max(group, key=lambda s: s.gpa).name}")
    by_year = {y: [s.name for s in ROSTER if s.year == y] for y in range(1, 5)}
    print(by_year)
    print(ROSTER[0], ROSTER[0] == Student("Ivy", 2, 3.7, "math"))
    seniors = [s.name for s in ROSTER if s.year >= 3 and s.gpa > 3.0]
    print("senior standouts:", seniors)


if __name__ == "__main__":
    main()
