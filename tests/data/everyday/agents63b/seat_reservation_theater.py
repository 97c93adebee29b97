"""Reserve theater seats, rejecting double bookings and bad seat codes."""
from dataclasses import dataclass, field
from typing import Dict, List, Optional


class ReservationError(Exception):
    """Base class for everything that can go wrong while booking."""


class SeatTaken(ReservationError):
    def __init__(self, seat: "Seat", holder: str) -> None:
        super().__init__(f"seat {seat} already held by {holder}")
        self.seat = seat
        self.holder = holder


class BadSeatCode(ReservationError):
    pass


@dataclass(frozen=True, order=True)
class Seat:
    row: str
    number: int

    def __str__(self) -> str:
        return f"{self.row}{self.number}"

    @classmethod
    def parse(cls, code: str) -> "Seat":
        code = code.strip().upper()
        if len(code) < 2 or not code[0].isalpha() or not code[1:].isdigit():
            raise BadSeatCode(f"cannot parse seat code {code!r}")
        return cls(code[0], int(code[1:]))


@dataclass
class Theater:
    rows: str
    seats_per_row: int
    bookings: Dict[Seat, str] = field(default_factory=dict)

    def check(self, seat: Seat) -> None:
        if seat.row not in self.rows or not 1 <= seat.number <= self.seats_per_row:
            raise BadSeatCode(f"no such seat {seat}")

    def reserve(self, name: str, codes: List[str]) -> List[Seat]:
        wanted = [Seat.parse(c) for c in codes]
        for seat in wanted:
            self.check(seat)
            holder = self.bookings.get(seat)
            if holder is not None:
                raise SeatTaken(seat, holder)
        for seat in wanted:
            self.bookings[seat] = name
        return sorted(wanted)

    def holder_of(self, code: str) -> Optional[str]:
        return self.bookings.get(Seat.parse(code))

    def free_in_row(self, row: str) -> int:
        taken = sum(1 for s in self.bookings if s.row == row)
        return self.seats_per_row - taken

    def chart(self) -> str:
        lines = []
        for row in self.rows:
            marks = "".join("X" if Seat(row, n) in self.bookings else "." for n in range(1, self.seats_per_row + 1))
            lines.append(f"{row} {marks}")
        return "\n".join(lines)


def main():
    hall = Theater("ABCD", 8)
    requests = [
        ("ana", ["A1", "A2", "A3"]),
        ("ben", ["a3", "A4"]),
        ("cho", ["B5", "B6"]),
        ("dev", ["E1"]),
        ("eli", ["C9"]),
        ("fay", ["7C"]),
        ("gus", ["D8", "D7", "D6", "D5"]),
    ]
    for name, codes in requests:
        try:
            got = hall.reserve(name, codes)
        except SeatTaken as err:
            print(f"{name}: refused, {err} (conflict at row {err.seat.row})")
        except ReservationError as err:
            print(f"{name}: {type(err).__name__}: {err}")
        else:
            print(f"{name}: booked {', '.join(map(str, got))}")
    print(hall.chart())
    print("holder of A2:", hall.holder_of("a2"))
    print("holder of B1:", hall.holder_of("B1"))
    print({row: hall.free_in_row(row) for row in hall.rows})
    print(min(hall.bookings), max(hall.bookings))
    print(Seat.parse("c10") == Seat("C", 10), Seat("A", 2) < Seat("A", 10))


if __name__ == "__main__":
    main()
