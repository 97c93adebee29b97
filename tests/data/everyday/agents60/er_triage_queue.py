"""Emergency-room triage: patients arrive, are prioritised by acuity, and doctors see them."""
import heapq
import itertools
from dataclasses import dataclass, field
from enum import IntEnum


class Acuity(IntEnum):
    RESUSCITATION = 1
    EMERGENT = 2
    URGENT = 3
    LESS_URGENT = 4
    NON_URGENT = 5


@dataclass(order=True)
class Ticket:
    acuity: Acuity
    arrival: int
    seq: int
    name: str = field(compare=False)
    complaint: str = field(compare=False)


ARRIVALS = [
    (0, "Ada", "sprained ankle", Acuity.LESS_URGENT),
    (2, "Bo", "chest pain", Acuity.EMERGENT),
    (3, "Cy", "fever", Acuity.URGENT),
    (5, "Di", "cardiac arrest", Acuity.RESUSCITATION),
    (6, "Ed", "rash", Acuity.NON_URGENT),
    (8, "Flo", "broken wrist", Acuity.URGENT),
    (9, "Gus", "shortness of breath", Acuity.EMERGENT),
    (15, "Hal", "cough", Acuity.NON_URGENT),
]

TREATMENT_MINUTES = {
    Acuity.RESUSCITATION: 30,
    Acuity.EMERGENT: 20,
    Acuity.URGENT: 15,
    Acuity.LESS_URGENT: 10,
    Acuity.NON_URGENT: 5,
}


def simulate(doctors: int = 2):
    counter = itertools.count()
    queue: list[Ticket] = []
    free_at = [0] * doctors
    pending = list(ARRIVALS)
    log = []
    clock = 0
    while pending or queue:
        while pending and pending[0][0] <= clock:
            t, name, complaint, acuity = pending.pop(0)
            heapq.heappush(queue, Ticket(acuity, t, next(counter), name, complaint))
        idle = [i for i, f in enumerate(free_at) if f <= clock]
        while idle and queue:
            doc = idle.pop(0)
            ticket = heapq.heappop(queue)
            wait = clock - ticket.arrival
            free_at[doc] = clock + TREATMENT_MINUTES[ticket.acuity]
            log.append((clock, doc + 1, ticket, wait))
        clock += 1
    return log


def main():
    log = simulate()
    print(f"{'start':>5} {'doc':>3}  {'patient':<6} {'level':<14} wait")
    waits_by_level = {}
    for start, doc, ticket, wait in log:
        print(f"{start:>5} {doc:>3}  {ticket.name:<6} {ticket.acuity.name:<14} {wait:>3}m")
        waits_by_level.setdefault(ticket.acuity, []).append(wait)
    print()
    for level in sorted(waits_by_level):
        waits = waits_by_level[level]
        avg = sum(waits) / len(waits)
        print(f"{level.name.title().replace('_', ' '):<15} n={len(waits)} avg wait {avg:.1f}m")
    worst = max(log, key=lambda row: row[3])
    print(f"longest wait: {worst[2].name} ({worst[3]} min, {worst[2].complaint})")


if __name__ == "__main__":
    main()
