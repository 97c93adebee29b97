"""Track prescription refills: days of supply left, due dates and refill limits."""
from dataclasses import dataclass
from datetime import date, timedelta
from enum import Enum


class Status(Enum):
    OK = "ok"
    DUE_SOON = "due soon"
    OVERDUE = "overdue"
    NO_REFILLS = "needs new script"


class RefillError(Exception):
    def __init__(self, drug, reason):
        super().__init__(f"{drug}: {reason}")
        self.drug = drug
        self.reason = reason


@dataclass
class Prescription:
    drug: str
    tablets_per_day: float
    pack_size: int
    refills_left: int
    last_fill: date
    controlled: bool = False

    def days_supply(self) -> int:
        return int(self.pack_size // self.tablets_per_day)

    def runs_out(self) -> date:
        return self.last_fill + timedelta(days=self.days_supply())

    def status(self, today: date) -> Status:
        if self.refills_left == 0:
            return Status.NO_REFILLS
        remaining = (self.runs_out() - today).days
        if remaining < 0:
            return Status.OVERDUE
        if remaining <= 7:
            return Status.DUE_SOON
        return Status.OK

    def refill(self, today: date) -> None:
        if self.refills_left <= 0:
            raise RefillError(self.drug, "no refills remaining")
        earliest = self.last_fill + timedelta(days=round(self.days_supply() * 0.75))
        if self.controlled and today < earliest:
            raise RefillError(self.drug, f"too early, earliest {earliest:%b %d}")
        self.refills_left -= 1
        self.last_fill = today


def main():
    today = date(2024, 5, 20)
    scripts = [
        Prescription("Lisinopril 10mg", 1, 30, 5, date(2024, 4, 25)),
        Prescription("Metformin 500mg", 2, 60, 2, date(2024, 5, 1)),
        Prescription("Sertraline 50mg", 1.5, 45, 0, date(2024, 5, 10)),
        Prescription("Oxycodone 5mg", 4, 56, 1, date(2024, 5, 12), controlled=True),
        Prescription("Atorvastatin 20mg", 1, 90, 3, date(2024, 2, 10)),
    ]
    print(f"{'drug':<20}{'supply':>7}{'runs out':>12}  status")
    for rx in scripts:
        print(f"{rx.drug:<20}{rx.days_supply():>7}{rx.runs_out().isoformat():>12}  {rx.status(today).value}")

    by_status = {}
    for rx in scripts:
        by_status.setdefault(rx.status(today).name, []).append(rx.drug.split()[0])
    for name in sorted(by_status):
        print(name.lower(), "->", ", ".join(by_status[name]))

    print("-- refill attempts --")
    for rx in scripts:
        try:
            rx.refill(today)
        except RefillError as err:
            print("refused:", err, f"({err.reason!r})")
        else:
            print(f"filled {rx.drug}, {rx.refills_left} left, next run-out {rx.runs_out():%d/%m}")

    upcoming = sorted(scripts, key=lambda r: r.runs_out())
    print("next to run out:", upcoming[0].drug, (upcoming[0].runs_out() - today).days, "days")


if __name__ == "__main__":
    main()
