"""Assign arriving flights to gates with buffer times and aircraft size limits; report conflicts."""
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import Enum, auto


class Size(Enum):
    REGIONAL = auto()
    NARROW = auto()
    WIDE = auto()

    def fits(self, gate_size: "Size") -> bool:
        return self.value <= gate_size.value


@dataclass
class Flight:
    code: str
    arrive: datetime
    depart: datetime
    size: Size
    gate: str | None = None


@dataclass
class Gate:
    name: str
    size: Size
    booked: list = field(default_factory=list)

    def free(self, flight: Flight, buffer: timedelta) -> bool:
        for other in self.booked:
            if flight.arrive < other.depart + buffer and other.arrive < flight.depart + buffer:
                return False
        return True


def t(hhmm: str) -> datetime:
    return datetime.strptime("2024-07-01 " + hhmm, "%Y-%m-%d %H:%M")


def assign(flights, gates, buffer):
    waiting = []
    for flight in sorted(flights, key=lambda f: (f.arrive, -f.size.value)):
        candidates = [g for g in gates if flight.size.fits(g.size) and g.free(flight, buffer)]
        if not candidates:
            waiting.append(flight)
            continue
        gate = min(candidates, key=lambda g: (g.size.value, len(g.booked), g.name))
        gate.booked.append(flight)
        flight.gate = gate.name
    return waiting


def main():
    gates = [Gate("A1", Size.WIDE), Gate("A2", Size.NARROW), Gate("B1", Size.NARROW), Gate("C1", Size.REGIONAL)]
    flights = [
        Flight("UA100", t("06:10"), t("07:05"), Size.NARROW),
        Flight("DL22", t("06:30"), t("08:40"), Size.WIDE),
        Flight("QX7", t("06:45"), t("07:15"), Size.REGIONAL),
        Flight("AA9", t("07:00"), t("07:50"), Size.NARROW),
        Flight("WN31", t("07:10"), t("07:45"), Size.NARROW),
        Flight("QX8", t("07:20"), t("07:50"), Size.REGIONAL),
        Flight("BA283", t("08:00"), t("10:30"), Size.WIDE),
        Flight("AS55", t("08:05"), t("08:55"), Size.NARROW),
    ]
    waiting = assign(flights, gates, timedelta(minutes=15))
    for f in flights:
        turn = int((f.depart - f.arrive).total_seconds() // 60)
        print(f"{f.code:<6} {f.size.name:<8} {f.arrive:%H:%M}-{f.depart:%H:%M} ({turn:3} min) gate {f.gate or 'REMOTE STAND'}")
    print("to remote stands:", [f.code for f in waiting])
    for g in gates:
        busy = sum((f.depart - f.arrive for f in g.booked), timedelta())
        print(f"gate {g.name} [{g.size.name.lower()}] {len(g.booked)} flights, busy {busy}")
    print(Size.NARROW.fits(Size.REGIONAL), Size["WIDE"], Size(1), list(Size)[-1].name)


if __name__ == "__main__":
    main()
