"""Build a weekly shift rota; the classes name module constants, enums and helpers."""
import math
from dataclasses import dataclass, field
from enum import Enum

DEFAULT_HOURS = 8
WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri")


class Shift(Enum):
    EARLY = "06-14"
    LATE = "14-22"
    NIGHT = "22-06"


def night_premium(hours):
    return round(hours * 1.25, 2)


class RotaError(Exception):
    pass


class Rota:
    ORDER = (Shift.EARLY, Shift.LATE, Shift.NIGHT)
    DAYS = WEEKDAYS
    HOURS = DEFAULT_HOURS
    FULL_TURN = math.tau
    premium = night_premium
    RECOVERABLE = (KeyError, RotaError)
    SHIFTS_PER_DAY = len(ORDER)

    def __init__(self, staff):
        self.staff = list(staff)
        self.plan = {}

    def build(self):
        people = iter(self.staff * 5)
        for day in self.DAYS:
            self.plan[day] = {shift: next(people) for shift in self.ORDER}
        return self.plan

    def pay_hours(self, person):
        total = 0.0
        for day in self.DAYS:
            for shift, who in self.plan[day].items():
                if who == person:
                    total += Rota.premium(self.HOURS) if shift is Shift.NIGHT else self.HOURS
        return total

    def swap(self, day, a, b):
        try:
            shifts = self.plan[day]
            if a not in shifts.values() or b not in shifts.values():
                raise RotaError(f"{a} and {b} do not both work on {day}")
        except self.RECOVERABLE as exc:
            return f"swap refused: {exc!r}"
        flipped = {s: (b if w == a else a if w == b else w) for s, w in shifts.items()}
        self.plan[day] = flipped
        return f"swapped {a} and {b} on {day}"


class Person:
    hours = DEFAULT_HOURS

    def __init__(self, name):
        self.name = name

    def premium(self):
        return night_premium(self.hours)


@dataclass
class Contract:
    name: str
    weekly_hours: int = DEFAULT_HOURS * 5
    shifts: tuple = Rota.ORDER
    days: list = field(default_factory=lambda: list(WEEKDAYS))


def main():
    rota = Rota(["Ana", "Ben", "Cy", "Dee"])
    for day, shifts in rota.build().items():
        print(day, " ".join(f"{s.value}:{who:<3}" for s, who in shifts.items()))
    print(rota.swap("Tue", "Ana", "Dee"), "|", rota.swap("Sat", "Ana", "Ben"), "|",
          rota.swap("Wed", "Ana", "Zed"))
    for name in rota.staff:
        print(f"{name:<4}{rota.pay_hours(name):6.2f} h")
    print(Rota.SHIFTS_PER_DAY, f"{Rota.FULL_TURN:.5f}", Rota.premium(10), Person("x").premium())
    c = Contract("Ana")
    print(c.weekly_hours, [s.name for s in c.shifts], c.days[-1], Contract("Ben", 20).weekly_hours)


if __name__ == "__main__":
    main()
