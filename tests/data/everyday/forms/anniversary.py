PEOPLE = [("ann", 2015, 6), ("bob", 2020, 11), ("cy", 2018, 3), ("dee", 2010, 6)]
THIS_YEAR, THIS_MONTH = 2024, 6


def milestones(people, *, every=5):
    for name, year, month in people:
        years = THIS_YEAR - year - (1 if month > THIS_MONTH else 0)
        if years and years % every == 0:
            yield name, years


def main() -> None:
    print(list(milestones(PEOPLE)))
    print(list(milestones(PEOPLE, every=3)))
    this_month = [n for n, _, m in PEOPLE if m == THIS_MONTH]
    print("this month:", this_month)
    senior = max(PEOPLE, key=lambda p: (THIS_YEAR - p[1], p[0]))
    print("longest serving:", senior[0])
