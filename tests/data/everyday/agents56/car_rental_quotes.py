"""Quote car rentals: daily/weekly rates, weekend surcharges, young-driver fees, one-way."""
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from enum import Enum
import math


class CarClass(Enum):
    ECONOMY = (39.0, 219.0)
    COMPACT = (45.0, 259.0)
    SUV = (72.0, 430.0)

    def __init__(self, daily, weekly):
        self.daily = daily
        self.weekly = weekly


@dataclass
class Quote:
    car: CarClass
    pickup: datetime
    dropoff: datetime
    driver_age: int
    one_way: bool = False

    @property
    def days(self) -> int:
        hours = (self.dropoff - self.pickup).total_seconds() / 3600
        # a 29-minute grace period before an extra day is charged
        return max(1, math.ceil((hours - 0.49) / 24))

    def weekend_days(self) -> int:
        start = self.pickup.date()
        return sum(1 for i in range(self.days)
                   if (start + timedelta(days=i)).weekday() >= 5)

    def breakdown(self):
        weeks, rest = divmod(self.days, 7)
        base = weeks * self.car.weekly + min(rest * self.car.daily, self.car.weekly)
        lines = [(f"{weeks}w {rest}d {self.car.name.lower()}", base)]
        weekend = self.weekend_days()
        if weekend:
            lines.append((f"weekend surcharge x{weekend}", weekend * 8.5))
        if self.driver_age < 25:
            lines.append(("young driver", min(self.days * 15.0, 150.0)))
        if self.one_way:
            lines.append(("one-way fee", 75.0))
        return lines

    @property
    def total(self) -> float:
        return round(sum(amount for _, amount in self.breakdown()) * 1.19, 2)


def parse(stamp: str) -> datetime:
    return datetime.strptime(stamp, "%Y-%m-%d %H:%M")


def main():
    requests = [
        (CarClass.ECONOMY, "2024-06-07 10:00", "2024-06-10 10:20", 31, False),
        (CarClass.SUV, "2024-06-01 09:00", "2024-06-12 08:00", 23, True),
        (CarClass.COMPACT, "2024-06-03 18:00", "2024-06-04 09:00", 45, False),
        (CarClass.COMPACT, "2024-06-03 18:00", "2024-06-10 19:00", 45, False),
    ]
    for car, start, end, age, one_way in requests:
        q = Quote(car, parse(start), parse(end), age, one_way)
        print(f"{q.pickup:%a %d %b %H:%M} -> {q.dropoff:%a %d %b %H:%M}: {q.days} day(s)")
        for label, amount in q.breakdown():
            print(f"    {label:<24}{amount:>9.2f}")
        print(f"    {'total incl. 19% VAT':<24}{q.total:>9.2f}")
    cheapest = min(CarClass, key=lambda c: c.weekly / 7)
    print("best weekly value:", cheapest.name, f"{cheapest.weekly / 7:.2f}/day")
    print("season ends in", (date(2024, 9, 30) - date(2024, 6, 1)).days, "days")


if __name__ == "__main__":
    main()
