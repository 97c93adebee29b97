STUDENTS = {"ann": {"math": 91, "art": 78}, "bob": {"math": 67, "art": 88, "music": 95}, "cy": {"art": 70}}
SUBJECTS = ["math", "art", "music"]


def csv_rows(students, subjects, *, missing="-"):
    yield ",".join(["name", *subjects])
    for name in sorted(students):
        marks = students[name]
        yield ",".join([name, *(str(marks.get(s, missing)) for s in subjects)])


def main() -> None:
    for row in csv_rows(STUDENTS, SUBJECTS):
        print(row)
    averages = {s: [m[s] for m in STUDENTS.values() if s in m] for s in SUBJECTS}
    print({s: round(sum(v) / len(v), 1) for s, v in averages.items() if v})
