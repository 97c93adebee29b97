"""Simulate a restaurant waitlist: seat parties at the smallest fitting table, track waits."""
from collections import deque
from dataclasses import dataclass
import bisect


@dataclass
class Party:
    name: str
    size: int
    arrived: int  # minutes after opening
    seated_at: int = -1

    @property
    def wait(self) -> int:
        return self.seated_at - self.arrived


class Floor:
    def __init__(self, tables):
        self.free = sorted(tables)
        self.busy = []  # (free_at, size)

    def release(self, now):
        while self.busy and self.busy[0][0] <= now:
            _, size = self.busy.pop(0)
            bisect.insort(self.free, size)

    def seat(self, party, now, duration):
        i = bisect.bisect_left(self.free, party.size)
        if i == len(self.free):
            return False
        size = self.free.pop(i)
        bisect.insort(self.busy, (now + duration, size))
        party.seated_at = now
        return True


def main():
    arrivals = [
        ("Ng", 2, 0), ("Patel", 4, 5), ("Garcia", 6, 8), ("Kim", 2, 10),
        ("Okafor", 3, 12), ("Smith", 8, 15), ("Lee", 2, 20), ("Rossi", 4, 22),
    ]
    floor = Floor([2, 2, 4, 4, 6])
    queue = deque()
    done = []
    pending = deque(Party(*a) for a in arrivals)
    for now in range(0, 180):
        floor.release(now)
        while pending and pending[0].arrived == now:
            queue.append(pending.popleft())
        for party in list(queue):
            if party.size > 6:
                queue.remove(party)
                print(f"{now:>3}m: {party.name} ({party.size}) too large, turned away")
                continue
            if floor.seat(party, now, 45 + 5 * party.size):
                queue.remove(party)
                done.append(party)
                print(f"{now:>3}m: seat {party.name:<7} size {party.size} after {party.wait:>2}m")
        if not queue and not pending:
            break
    waits = [p.wait for p in done]
    print(f"seated {len(done)}, average wait {sum(waits) / len(waits):.1f}m, longest {max(waits)}m")
    print("free tables at close:", floor.free)


if __name__ == "__main__":
    main()
