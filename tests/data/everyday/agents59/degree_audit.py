"""Audit a student's transcript against degree requirements and list what is still missing."""
from dataclasses import dataclass, field
from typing import Dict, List, Set


@dataclass(frozen=True)
class Course:
    code: str
    credits: int
    grade: str

    @property
    def passed(self) -> bool:
        return self.grade not in {"F", "W", "I"}

    @property
    def points(self) -> float:
        scale = {"A": 4.0, "A-": 3.7, "B+": 3.3, "B": 3.0, "B-": 2.7, "C+": 2.3, "C": 2.0, "D": 1.0, "F": 0.0}
        return scale.get(self.grade, 0.0)


@dataclass
class Requirement:
    name: str
    options: Set[str]
    needed: int = 1
    min_grade_points: float = 1.0
    satisfied_by: List[str] = field(default_factory=list)

    def remaining(self) -> int:
        return max(0, self.needed - len(self.satisfied_by))


TRANSCRIPT = [
    Course("CS101", 4, "A"), Course("CS102", 4, "B+"), Course("MATH151", 4, "C"),
    Course("MATH152", 4, "F"), Course("MATH152", 4, "B-"), Course("CS210", 3, "A-"),
    Course("PHYS101", 4, "D"), Course("ENG110", 3, "B"), Course("CS230", 3, "W"),
    Course("HIST120", 3, "A"), Course("CS240", 3, "C+"),
]


def audit(transcript: List[Course], reqs: List[Requirement]) -> Dict[str, str]:
    used: Set[str] = set()
    best: Dict[str, Course] = {}
    for c in transcript:
        if c.passed and (c.code not in best or c.points > best[c.code].points):
            best[c.code] = c
    for req in reqs:
        for code in sorted(req.options):
            if req.remaining() == 0:
                break
            course = best.get(code)
            if course and code not in used and course.points >= req.min_grade_points:
                req.satisfied_by.append(code)
                used.add(code)
    return {c: "elective" for c in best if c not in used}


def main():
    reqs = [
        Requirement("Intro programming", {"CS101", "CS102"}, needed=2, min_grade_points=2.0),
        Requirement("Calculus", {"MATH151", "MATH152"}, needed=2, min_grade_points=2.0),
        Requirement("Systems", {"CS210", "CS230", "CS240"}, needed=2),
        Requirement("Lab science", {"PHYS101", "CHEM101", "BIO101"}, min_grade_points=2.0),
        Requirement("Writing", {"ENG110"}),
    ]
    extra = audit(TRANSCRIPT, reqs)
    for r in reqs:
        mark = "OK " if r.remaining() == 0 else "-- "
        got = ", ".join(r.satisfied_by) or "none"
        todo = f" (need {r.remaining()} more from {', '.join(sorted(r.options - set(r.satisfied_by)))})" if r.remaining() else ""
        print(f"{mark}{r.name:<18} {got}{todo}")
    print("Electives:", ", ".join(sorted(extra)))
    graded = [c for c in TRANSCRIPT if c.grade not in {"W", "I"}]
    attempted = sum(c.credits for c in graded)
    gpa = sum(c.points * c.credits for c in graded) / attempted
    earned = sum(c.credits for c in TRANSCRIPT if c.passed)
    print(f"credits earned {earned}, attempted {attempted}, GPA {gpa:.3f}")
    repeats = {c.code for c in TRANSCRIPT if sum(1 for d in TRANSCRIPT if d.code == c.code) > 1}
    print("repeated:", repeats)
    done = sum(1 for r in reqs if not r.remaining())
    print(f"{done}/{len(reqs)} requirements met ->", "eligible" if done == len(reqs) else "not yet eligible")


if __name__ == "__main__":
    main()
