"""Book vet appointments into 15-minute slots by procedure length, with vets' shifts and breaks."""
from dataclasses import dataclass, field
from datetime import datetime, time, timedelta
from typing import Dict, List, Optional

SLOT = timedelta(minutes=15)
DURATION = {"checkup": 2, "vaccination": 1, "dental": 6, "surgery": 8, "nail trim": 1}


@dataclass
class Vet:
    name: str
    start: time
    end: time
    lunch: time
    species: set
    booked: Dict[datetime, str] = field(default_factory=dict)

    def free_slots(self, day: datetime) -> List[datetime]:
        t = datetime.combine(day.date(), self.start)
        end = datetime.combine(day.date(), self.end)
        lunch = datetime.combine(day.date(), self.lunch)
        out = []
        while t < end:
            if not (lunch <= t < lunch + timedelta(hours=1)) and t not in self.booked:
                out.append(t)
            t += SLOT
        return out


@dataclass(order=True)
class Request:
    priority: int
    pet: str = field(compare=False)
    species: str = field(compare=False)
    procedure: str = field(compare=False)


def find_run(slots: List[datetime], n: int) -> Optional[datetime]:
    for i in range(len(slots) - n + 1):
        run = slots[i:i + n]
        if all(b - a == SLOT for a, b in zip(run, run[1:])):
            return run[0]
    return None


def main():
    day = datetime(2024, 10, 7)
    vets = [
        Vet("Dr. Hale", time(8), time(14), time(11), {"dog", "cat"}),
        Vet("Dr. Ruiz", time(10), time(17), time(13), {"dog", "cat", "rabbit", "bird"}),
    ]
    requests = sorted([
        Request(2, "Biscuit", "dog", "checkup"), Request(1, "Luna", "cat", "surgery"),
        Request(3, "Pip", "bird", "nail trim"), Request(2, "Thumper", "rabbit", "dental"),
        Request(1, "Rex", "dog", "surgery"), Request(3, "Mochi", "cat", "vaccination"),
        Request(2, "Ziggy", "iguana", "checkup"), Request(3, "Bella", "dog", "dental"),
        Request(2, "Olive", "cat", "checkup"),
    ])
    unplaced = []
    for req in requests:
        n = DURATION[req.procedure]
        options = []
        for vet in vets:
            if req.species not in vet.species:
                continue
            start = find_run(vet.free_slots(day), n)
            if start:
                options.append((start, vet.name, vet))
        if not options:
            unplaced.append(req)
            continue
        start, _, vet = min(options)
        for k in range(n):
            vet.booked[start + k * SLOT] = req.pet
        print(f"P{req.priority} {req.pet:<8} {req.procedure:<11} {vet.name} {start:%H:%M}-{start + n * SLOT:%H:%M}")
    for req in unplaced:
        print(f"could not place {req.pet} ({req.species}, {req.procedure})")
    for vet in vets:
        slots = sorted(vet.booked)
        busy = len(slots) * SLOT
        shift = datetime.combine(day, vet.end) - datetime.combine(day, vet.start) - timedelta(hours=1)
        print(f"{vet.name}: {len(set(vet.booked.values()))} patients, busy {busy} of {shift} ({busy / shift:.0%})")
        line = ""
        t = datetime.combine(day, vet.start)
        while t < datetime.combine(day, vet.end):
            line += vet.booked.get(t, "-")[0] if t in vet.booked else ("L" if t.time() >= vet.lunch and t.time() < (datetime.combine(day, vet.lunch) + timedelta(hours=1)).time() else ".")
            t += SLOT
        print("   ", line)


if __name__ == "__main__":
    main()
