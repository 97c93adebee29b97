"""Tallies clinic visits by day and by patient with the collections dicts, keyed by dates and
frozen dataclasses, and prints each tally whole as an agent's debug output does (the wrapper
`defaultdict(...)`, `Counter(...)`, `OrderedDict(...)` was dropped when keys were instances)."""
from collections import Counter, OrderedDict, defaultdict
from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class Patient:
    name: str
    ward: str


VISITS = [
    (date(2026, 3, 2), Patient("ana", "east"), 1.5),
    (date(2026, 3, 2), Patient("bo", "west"), 0.5),
    (date(2026, 3, 3), Patient("ana", "east"), 2.0),
    (date(2026, 3, 4), Patient("cy", "east"), 1.0),
    (date(2026, 3, 4), Patient("ana", "east"), 0.25),
]


def main():
    hours = defaultdict(float)
    seen = defaultdict(list)
    per_patient = Counter()
    for day, patient, spent in VISITS:
        hours[day] += spent
        seen[patient.ward].append(patient)
        per_patient[patient] += 1
    print(hours)
    print(seen)
    print(per_patient)
    print(Counter(p for _, p, _ in VISITS if p.ward == "west"))
    first_visit = OrderedDict()
    for day, patient, _ in VISITS:
        first_visit.setdefault(patient, day)
    print(first_visit)
    first_visit.move_to_end(Patient("ana", "east"))
    print(repr(first_visit), str(per_patient.most_common(1)))
    print(f"{hours!r}")
    print([hours, Counter()], OrderedDict(), defaultdict(None, {date(2026, 1, 1): 0}))
    return len(hours)


if __name__ == "__main__":
    main()
