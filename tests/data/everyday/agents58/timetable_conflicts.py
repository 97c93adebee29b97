"""Detect clashes in a student's chosen course sections and suggest a clash-free combination."""
from itertools import combinations, product
from typing import Dict, List, NamedTuple


class Slot(NamedTuple):
    day: str
    start: int  # minutes from midnight
    end: int

    def overlaps(self, other: "Slot") -> bool:
        return self.day == other.day and self.start < other.end and other.start < self.end

    def __str__(self):
        return f"{self.day} {self.start // 60:02d}:{self.start % 60:02d}-{self.end // 60:02d}:{self.end % 60:02d}"


def slot(text: str) -> Slot:
    day, span = text.split()
    a, b = span.split("-")
    to_min = lambda hm: int(hm[:2]) * 60 + int(hm[3:])
    return Slot(day, to_min(a), to_min(b))


SECTIONS: Dict[str, Dict[str, List[Slot]]] = {
    "MATH201": {"A": [slot("Mon 09:00-10:30"), slot("Wed 09:00-10:30")],
                "B": [slot("Tue 13:00-14:30"), slot("Thu 13:00-14:30")]},
    "CS150": {"A": [slot("Mon 10:00-11:30"), slot("Wed 10:00-11:30")],
              "B": [slot("Tue 14:00-15:30"), slot("Fri 09:00-10:30")]},
    "HIST110": {"A": [slot("Mon 09:30-11:00")], "B": [slot("Thu 14:00-17:00")]},
    "CHEM101": {"A": [slot("Fri 10:30-12:30"), slot("Tue 09:00-10:00")]},
}


def clashes(choice: Dict[str, str]):
    picked = [(course, sec, s) for course, sec in choice.items() for s in SECTIONS[course][sec]]
    for (c1, s1, a), (c2, s2, b) in combinations(picked, 2):
        if c1 != c2 and a.overlaps(b):
            yield f"{c1}-{s1} {a} clashes with {c2}-{s2} {b}"


def main():
    wanted = {"MATH201": "A", "CS150": "A", "HIST110": "A", "CHEM101": "A"}
    problems = list(clashes(wanted))
    print(f"{len(problems)} clashes in first choice:")
    for p in problems:
        print("  -", p)
    courses = sorted(SECTIONS)
    valid = []
    for combo in product(*(sorted(SECTIONS[c]) for c in courses)):
        choice = dict(zip(courses, combo))
        if not any(True for _ in clashes(choice)):
            valid.append(choice)
    print(f"{len(valid)} clash-free combinations")
    for choice in valid:
        print("  ", " ".join(f"{c}-{s}" for c, s in choice.items()))
    hours = sum(s.end - s.start for c, sec in valid[0].items() for s in SECTIONS[c][sec]) / 60
    print(f"weekly contact hours: {hours:g}")


if __name__ == "__main__":
    main()
