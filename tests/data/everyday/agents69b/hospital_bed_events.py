"""A discrete-event hospital ward: admissions by acuity with heapq, discharges, transfers."""
import heapq
import itertools
from dataclasses import dataclass, field
from enum import IntEnum


class Acuity(IntEnum):
    CRITICAL = 1
    URGENT = 2
    ROUTINE = 3


@dataclass(order=True)
class Request:
    acuity: Acuity
    arrived: int
    seq: int
    patient: str = field(compare=False)
    stay: int = field(compare=False)


class Ward:
    def __init__(self, beds):
        self.free_beds = list(range(1, beds + 1))
        heapq.heapify(self.free_beds)
        self.waiting = []
        self.events = []
        self.counter = itertools.count()
        self.log = []
        self.occupancy = {}
        self.waits = {}

    def schedule(self, time, kind, payload):
        heapq.heappush(self.events, (time, next(self.counter), kind, payload))

    def arrive(self, time, patient, acuity, stay):
        self.schedule(time, "arrive", (patient, acuity, stay))

    def run(self, until):
        while self.events and self.events[0][0] <= until:
            time, _, kind, payload = heapq.heappop(self.events)
            if kind == "arrive":
                patient, acuity, stay = payload
                heapq.heappush(self.waiting, Request(acuity, time, next(self.counter), patient, stay))
                self.log.append(f"t{time:03d} {patient} arrives ({acuity.name.lower()})")
            elif kind == "discharge":
                bed, patient = payload
                del self.occupancy[bed]
                heapq.heappush(self.free_beds, bed)
                self.log.append(f"t{time:03d} {patient} discharged from bed {bed}")
            self._assign(time)

    def _assign(self, time):
        while self.free_beds and self.waiting:
            req = heapq.heappop(self.waiting)
            bed = heapq.heappop(self.free_beds)
            self.occupancy[bed] = req.patient
            self.waits[req.patient] = time - req.arrived
            self.schedule(time + req.stay, "discharge", (bed, req.patient))
            self.log.append(f"t{time:03d} {req.patient} -> bed {bed} after {time - req.arrived}h")


def main():
    ward = Ward(beds=3)
    arrivals = [
        (0, "Ahmed", Acuity.ROUTINE, 30), (2, "Bea", Acuity.URGENT, 12), (3, "Cruz", Acuity.ROUTINE, 20),
        (5, "Dmitri", Acuity.ROUTINE, 8), (6, "Elif", Acuity.CRITICAL, 48), (6, "Farah", Acuity.URGENT, 10),
        (10, "Gio", Acuity.CRITICAL, 24), (14, "Hana", Acuity.ROUTINE, 6), (40, "Ivo", Acuity.URGENT, 5),
    ]
    for t, name, acuity, stay in arrivals:
        ward.arrive(t, name, acuity, stay)
    ward.run(until=24)
    print("\n".join(ward.log))
    print("at t=24 beds:", dict(sorted(ward.occupancy.items())), "waiting:", [r.patient for r in sorted(ward.waiting)])
    ward.log.clear()
    ward.run(until=200)
    print("\n".join(ward.log))
    by_acuity = {}
    for t, name, acuity, stay in arrivals:
        by_acuity.setdefault(acuity, []).append(ward.waits[name])
    for acuity in sorted(by_acuity):
        waits = by_acuity[acuity]
        print(f"{acuity.name:<8} (level {int(acuity)}): mean wait {sum(waits) / len(waits):5.1f}h max {max(waits)}h")
    print("sorted by urgency:", [a.name for a in sorted(Acuity, reverse=True)], Acuity.URGENT < Acuity.ROUTINE)


if __name__ == "__main__":
    main()
