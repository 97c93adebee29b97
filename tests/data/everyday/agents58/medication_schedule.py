"""Plan medication doses over a few days and flag interactions and missed doses."""
from dataclasses import dataclass
from datetime import datetime, timedelta
from itertools import groupby
from typing import Iterator


@dataclass(frozen=True)
class Prescription:
    drug: str
    dose_mg: int
    every_hours: int
    first: datetime
    days: int

    def doses(self) -> Iterator[datetime]:
        end = self.first + timedelta(days=self.days)
        t = self.first
        while t < end:
            yield t
            t += timedelta(hours=self.every_hours)


INTERACTIONS = {frozenset({"ibuprofen", "aspirin"}): 2}  # keep 2h apart


def schedule(prescriptions):
    events = [(t, p.drug, p.dose_mg) for p in prescriptions for t in p.doses()]
    events.sort()
    return events


def conflicts(events):
    found = []
    for i, (t1, d1, _) in enumerate(events):
        for t2, d2, _ in events[i + 1:]:
            gap = (t2 - t1).total_seconds() / 3600
            limit = INTERACTIONS.get(frozenset({d1, d2}))
            if limit is not None and gap < limit:
                found.append((t1, d1, d2, gap))
            if gap >= 24:
                break
    return found


def main():
    start = datetime(2024, 5, 1, 8, 0)
    rx = [
        Prescription("amoxicillin", 500, 8, start, 2),
        Prescription("ibuprofen", 400, 6, start + timedelta(hours=1), 1),
        Prescription("aspirin", 81, 24, start + timedelta(hours=13), 2),
    ]
    events = schedule(rx)
    for day, group in groupby(events, key=lambda e: e[0].date()):
        items = list(group)
        print(f"{day:%a %d %b}: {len(items)} doses")
        for t, drug, mg in items:
            print(f"   {t:%H:%M}  {drug:<12} {mg:>4} mg")
    taken = {events[i][0] for i in range(0, len(events), 1) if i % 5 != 3}
    missed = [e for e in events if e[0] not in taken]
    print("missed:", ", ".join(f"{d}@{t:%d/%H:%M}" for t, d, _ in missed) or "none")
    for t, a, b, gap in conflicts(events):
        print(f"warning: {a} and {b} only {gap:.1f}h apart at {t.strftime('%Y-%m-%d %H:%M')}")
    total = {p.drug: p.dose_mg * sum(1 for _ in p.doses()) for p in rx}
    print(total)


if __name__ == "__main__":
    main()
