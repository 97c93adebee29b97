"""Simulate airline boarding by group with an event queue of (time, seq, event) tuples."""
import heapq
from enum import IntEnum
from typing import List, NamedTuple, Tuple


class Group(IntEnum):
    PRE = 0
    FIRST = 1
    BUSINESS = 2
    ECONOMY_A = 3
    ECONOMY_B = 4


class Passenger(NamedTuple):
    name: str
    group: Group
    row: int
    bags: int


class BoardingError(Exception):
    pass


class GateClosed(BoardingError):
    def __init__(self, name: str, at: int):
        super().__init__(f"{name} arrived at t={at}, gate already closed")
        self.at = at


class Gate:
    CLOSE_AT = 40

    def __init__(self):
        self.events: List[Tuple[int, int, str, object]] = []
        self.seq = 0
        self.boarded: List[Tuple[int, str]] = []
        self.rejected: List[str] = []
        self.open_group = None

    def schedule(self, t: int, kind: str, data: object) -> None:
        self.seq += 1
        heapq.heappush(self.events, (t, self.seq, kind, data))

    def run(self, passengers: List[Passenger], arrivals: dict) -> None:
        for g in Group:
            self.schedule(5 * g + 2, "call", g)
        self.schedule(self.CLOSE_AT, "close", None)
        for p in passengers:
            self.schedule(arrivals[p.name], "arrive", p)
        waiting: List[Passenger] = []
        while self.events:
            t, _, kind, data = heapq.heappop(self.events)
            if kind == "call":
                self.open_group = data
                print(f"t={t:2d} now boarding {data.name}")
            elif kind == "close":
                self.open_group = None
                print(f"t={t:2d} gate closed, {len(waiting)} still waiting")
                for p in waiting:
                    self.rejected.append(f"{p.name} missed the flight (group {p.group.name})")
                waiting.clear()
            elif kind == "arrive":
                try:
                    self.arrive(t, data, waiting)
                except GateClosed as exc:
                    self.rejected.append(str(exc))
            if self.open_group is not None:
                ready = sorted((p for p in waiting if p.group <= self.open_group), key=lambda p: (p.group, -p.row))
                for p in ready:
                    waiting.remove(p)
                    self.boarded.append((t + p.bags, p.name))

    def arrive(self, t: int, p: Passenger, waiting: List[Passenger]) -> None:
        if t >= self.CLOSE_AT:
            raise GateClosed(p.name, t)
        if p.bags > 2:
            raise BoardingError(f"{p.name}: too many bags ({p.bags})")
        waiting.append(p)


def main():
    pax = [Passenger("Ada", Group.ECONOMY_B, 31, 1), Passenger("Bo", Group.FIRST, 2, 2),
           Passenger("Cy", Group.PRE, 12, 0), Passenger("Di", Group.ECONOMY_A, 18, 1),
           Passenger("Ed", Group.BUSINESS, 6, 2), Passenger("Flo", Group.ECONOMY_A, 25, 0),
           Passenger("Gil", Group.ECONOMY_B, 29, 2), Passenger("Hal", Group.ECONOMY_B, 33, 1)]
    arrivals = {"Ada": 1, "Bo": 15, "Cy": 0, "Di": 9, "Ed": 3, "Flo": 30, "Gil": 41, "Hal": 37}
    gate = Gate()
    try:
        gate.run(pax, arrivals)
    except BoardingError as exc:
        print("stopped:", exc)
    for t, name in sorted(gate.boarded):
        print(f"  seated t={t:2d} {name}")
    print(gate.rejected)
    print([g.name for g in Group if g > Group.BUSINESS], Group(3) + 1, max(p.group for p in pax))


if __name__ == "__main__":
    main()
