DATA = """name,math,physics,chem
alice,88,92,79
bob,75,68,81
carol,95,99,97
dave,60,72,58
erin,82,85,90"""


def letter(score: float) -> str:
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    elif score >= 60:
        return "D"
    return "F"


def main():
    header, *lines = DATA.split("\n")
    subjects = header.split(",")[1:]
    table = {}
    for line in lines:
        name, *marks = line.split(",")
        table[name] = list(map(int, marks))
    print("student".ljust(8), *(s.center(8) for s in subjects), "avg".rjust(7), sep="|")
    for name, marks in table.items():
        avg = sum(marks) / len(marks)
        cells = [str(m).center(8) for m in marks]
        print(name.ljust(8), *cells, f"{avg:7.2f}", sep="|", end=f" {letter(avg)}\n")
    columns = list(zip(*table.values()))
    for subject, col in zip(subjects, columns):
        best = max(table, key=lambda n: table[n][subjects.index(subject)])
        print(f"{subject}: mean={sum(col)/len(col):.1f} max={max(col)} ({best}) min={min(col)}")
    ranking = sorted(table, key=lambda n: sum(table[n]), reverse=True)
    for pos, name in enumerate(ranking, start=1):
        print(f"{pos}. {name.title()} ({sum(table[name])})")


if __name__ == "__main__":
    main()
