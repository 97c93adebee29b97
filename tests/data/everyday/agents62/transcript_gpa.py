"""Build a student transcript with term and cumulative GPAs on Decimal arithmetic."""
from collections import OrderedDict, namedtuple
from decimal import Decimal, ROUND_HALF_EVEN

Course = namedtuple("Course", "term code title credits grade")

POINTS = {"A": Decimal("4.0"), "A-": Decimal("3.7"), "B+": Decimal("3.3"), "B": Decimal("3.0"),
          "B-": Decimal("2.7"), "C+": Decimal("2.3"), "C": Decimal("2.0"), "D": Decimal("1.0"),
          "F": Decimal("0.0")}
NON_GPA = {"P", "W", "I"}

RAW = [
    ("Fall 2025", "MATH101", "Calculus I", 4, "A-"),
    ("Fall 2025", "CS101", "Intro to Programming", 3, "A"),
    ("Fall 2025", "HIST210", "Modern Europe", 3, "B+"),
    ("Fall 2025", "PE100", "Swimming", 1, "P"),
    ("Spring 2026", "MATH102", "Calculus II", 4, "B"),
    ("Spring 2026", "CS102", "Data Structures", 3, "A"),
    ("Spring 2026", "PHYS150", "Mechanics", 4, "C+"),
    ("Spring 2026", "ART120", "Drawing", 2, "W"),
    ("Summer 2026", "STAT200", "Statistics", 3, "A-"),
    ("Summer 2026", "ENG105", "Academic Writing", 3, "F"),
]


def gpa(courses):
    graded = [c for c in courses if c.grade not in NON_GPA]
    credits = sum(c.credits for c in graded)
    if credits == 0:
        return Decimal("0.00"), 0
    quality = sum(POINTS[c.grade] * c.credits for c in graded)
    return (quality / credits).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN), credits


def standing(value):
    if value >= Decimal("3.5"):
        return "Dean's list"
    if value >= Decimal("2.0"):
        return "Good standing"
    return "Probation"


def main():
    courses = [Course(*row) for row in RAW]
    terms = OrderedDict()
    for c in courses:
        terms.setdefault(c.term, []).append(c)
    history = []
    for term, items in terms.items():
        print(f"== {term} ==")
        for c in items:
            print(f"  {c.code:<8}{c.title:<24}{c.credits:>3}  {c.grade:<2}")
        history.extend(items)
        term_gpa, term_credits = gpa(items)
        cum_gpa, cum_credits = gpa(history)
        earned = sum(c.credits for c in items if c.grade not in {"F", "W", "I"})
        print(f"  term GPA {term_gpa} on {term_credits} cr, earned {earned}; "
              f"cumulative {cum_gpa} on {cum_credits} cr -> {standing(term_gpa)}")
    best = max(courses, key=lambda c: (POINTS.get(c.grade, Decimal(-1)), c.credits))
    print("best result:", best.code, best.grade)
    retake = [c.code for c in courses if c.grade in {"D", "F"}]
    print("must retake:", retake or "nothing")
    overall, _ = gpa(courses)
    print(f"overall GPA: {overall}  ({overall / 4:.1%} of max)")
    print(repr(best._replace(grade="A")))


if __name__ == "__main__":
    main()
