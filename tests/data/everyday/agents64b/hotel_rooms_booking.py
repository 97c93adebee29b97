"""Hotel room booking with overlapping-stay checks, rate plans and cancellation."""
from dataclasses import dataclass, field
from datetime import date
from enum import Enum
import itertools


class RoomType(Enum):
    SINGLE = ("single", 80)
    DOUBLE = ("double", 120)
    SUITE = ("suite", 300)

    @property
    def label(self):
        return self.value[0]

    @property
    def nightly(self):
        return self.value[1]


class BookingError(Exception):
    pass


class Overlap(BookingError):
    def __init__(self, room, existing):
        super().__init__(f"room {room} already booked {existing.check_in}..{existing.check_out}")
        self.existing = existing


@dataclass(frozen=True)
class Stay:
    guest: str
    room: int
    check_in: date
    check_out: date
    ref: int = field(compare=False)

    def __post_init__(self):
        if self.check_out <= self.check_in:
            raise BookingError(f"stay for {self.guest} has no nights")

    @property
    def nights(self):
        return (self.check_out - self.check_in).days

    def overlaps(self, other):
        return self.room == other.room and self.check_in < other.check_out and other.check_in < self.check_out


class Hotel:
    def __init__(self, rooms):
        self.rooms = rooms
        self.stays = []
        self._refs = itertools.count(1000)

    def book(self, guest, kind, check_in, check_out):
        candidates = [n for n, t in sorted(self.rooms.items()) if t is kind]
        last_conflict = None
        for room in candidates:
            stay = Stay(guest, room, check_in, check_out, next(self._refs))
            clash = next((s for s in self.stays if s.overlaps(stay)), None)
            if clash is None:
                self.stays.append(stay)
                return stay
            last_conflict = Overlap(room, clash)
        if last_conflict is None:
            raise BookingError(f"no {kind.label} rooms at all")
        raise last_conflict

    def cancel(self, ref):
        for i, s in enumerate(self.stays):
            if s.ref == ref:
                return self.stays.pop(i)
        raise BookingError(f"no booking {ref}")

    def price(self, stay):
        base = self.rooms[stay.room].nightly * stay.nights
        return base * 0.9 if stay.nights >= 7 else base


def main():
    hotel = Hotel({101: RoomType.SINGLE, 102: RoomType.DOUBLE, 103: RoomType.DOUBLE, 201: RoomType.SUITE})
    d = lambda day: date(2024, 7, day)
    requests = [("kim", RoomType.DOUBLE, 1, 4), ("lee", RoomType.DOUBLE, 2, 5), ("max", RoomType.DOUBLE, 3, 6),
                ("ola", RoomType.SUITE, 1, 9), ("pat", RoomType.SINGLE, 5, 5), ("ray", RoomType.SINGLE, 4, 6)]
    for guest, kind, a, b in requests:
        try:
            s = hotel.book(guest, kind, d(a), d(b))
            print(f"#{s.ref} {guest} -> {s.room} ({kind.label}) {s.nights}n {hotel.price(s):.2f}")
        except Overlap as exc:
            print(f"{guest}: {exc} (held by {exc.existing.guest})")
        except BookingError as exc:
            print(f"{guest}: {exc}")
    print(hotel.cancel(1002).guest)
    retry = hotel.book("max", RoomType.DOUBLE, d(3), d(6))
    print("retry", retry.room, retry.ref)
    try:
        hotel.cancel(42)
    except BookingError as exc:
        print(exc)
    occupancy = {}
    for s in hotel.stays:
        occupancy[s.room] = occupancy.get(s.room, 0) + s.nights
    print(sorted(occupancy.items()), sum(hotel.price(s) for s in hotel.stays))
    print(RoomType(("suite", 300)).name, [t.label for t in RoomType])


if __name__ == "__main__":
    main()
