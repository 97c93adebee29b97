SCORES = {"ana": [88, 92, 79], "bo": [65, 70, 58], "cy": [95, 98, 100], "di": [72, 81, 77]}
CUTS = ((90, "A"), (80, "B"), (70, "C"), (60, "D"))


def letter(avg):
    for cut, grade in CUTS:
        if avg >= cut:
            return grade
    return "F"


def main() -> None:
    for name, marks in sorted(SCORES.items()):
        avg = sum(marks) / len(marks)
        print(f"{name:<4}{avg:6.2f} {letter(avg)}")
    honours = [n for n, m in SCORES.items() if all(x >= 75 for x in m)]
    print("honours:", honours)
    if (failing := [n for n, m in SCORES.items() if min(m) < 60]):
        print("needs help:", failing)


if __name__ == "__main__":
    main()
