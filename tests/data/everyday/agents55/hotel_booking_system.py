"""Hotel booking with availability checks, pricing rules and cancellation fees."""
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import Enum


class RoomType(Enum):
    SINGLE = ("Single", 80)
    DOUBLE = ("Double", 120)
    SUITE = ("Suite", 260)

    def __init__(self, label, rate):
        self.label = label
        self.rate = rate


class BookingError(Exception):
    pass


@dataclass
class Booking:
    ref: str
    guest: str
    room: RoomType
    check_in: date
    nights: int
    cancelled: bool = False

    @property
    def check_out(self):
        return self.check_in + timedelta(days=self.nights)

    def nights_list(self):
        return [self.check_in + timedelta(days=i) for i in range(self.nights)]

    def price(self):
        total = 0
        for night in self.nights_list():
            rate = self.room.rate * (1.25 if night.weekday() >= 4 else 1)
            total += rate
        if self.nights >= 7:
            total *= 0.9
        return round(total, 2)


@dataclass
class Hotel:
    inventory: dict
    bookings: list = field(default_factory=list)

    def available(self, room, night):
        taken = sum(1 for b in self.bookings if not b.cancelled and b.room is room and night in b.nights_list())
        return self.inventory[room] - taken

    def book(self, guest, room, check_in, nights):
        for night in (check_in + timedelta(days=i) for i in range(nights)):
            if self.available(room, night) <= 0:
                raise BookingError(f"no {room.label} free on {night:%a %d %b}")
        b = Booking(f"BK{len(self.bookings) + 1:03d}", guest, room, check_in, nights)
        self.bookings.append(b)
        return b

    def cancel(self, ref, today):
        b = next(b for b in self.bookings if b.ref == ref)
        b.cancelled = True
        days_before = (b.check_in - today).days
        return 0 if days_before >= 7 else b.price() * (0.5 if days_before >= 2 else 1)


def main():
    hotel = Hotel({RoomType.SINGLE: 1, RoomType.DOUBLE: 2, RoomType.SUITE: 1})
    requests = [("Ito", RoomType.SUITE, date(2024, 8, 1), 3), ("Berg", RoomType.SUITE, date(2024, 8, 3), 2),
                ("Diaz", RoomType.DOUBLE, date(2024, 8, 2), 7), ("Okafor", RoomType.SINGLE, date(2024, 7, 30), 4)]
    for guest, room, start, nights in requests:
        try:
            b = hotel.book(guest, room, start, nights)
            print(f"{b.ref} {guest:<7} {room.label:<6} {b.check_in} -> {b.check_out} ${b.price():>8.2f}")
        except BookingError as e:
            print(f"FAILED {guest}: {e}")
    fee = hotel.cancel("BK001", date(2024, 7, 30))
    print(f"cancel BK001 fee ${fee:.2f}; suite free on 1 Aug: {hotel.available(RoomType.SUITE, date(2024, 8, 1))}")
    print(hotel.book("Berg", RoomType.SUITE, date(2024, 8, 3), 2).ref, RoomType["DOUBLE"].value)


if __name__ == "__main__":
    main()
