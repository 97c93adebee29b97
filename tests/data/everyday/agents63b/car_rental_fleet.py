"""A car-rental desk: vehicle classes as IntEnum, bookings, returns and late fees."""
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Dict, List, Optional


class CarClass(IntEnum):
    ECONOMY = 1
    COMPACT = 2
    SUV = 3
    LUXURY = 4

    @property
    def daily_rate(self) -> int:
        return 25 + 20 * (self - 1) + (30 if self is CarClass.LUXURY else 0)


class RentalError(Exception):
    pass


class NoCarAvailable(RentalError):
    def __init__(self, wanted: CarClass):
        super().__init__(f"no {wanted.name.lower()} car available")
        self.wanted = wanted


@dataclass
class Car:
    plate: str
    klass: CarClass
    km: int = 0
    rented_to: Optional[str] = None


@dataclass
class Rental:
    customer: str
    car: Car
    start_day: int
    days: int
    upgraded: bool = False


@dataclass
class Desk:
    cars: List[Car] = field(default_factory=list)
    open: Dict[str, Rental] = field(default_factory=dict)
    revenue: int = 0

    def rent(self, customer: str, wanted: CarClass, day: int, days: int) -> Rental:
        if customer in self.open:
            raise RentalError(f"{customer} already has {self.open[customer].car.plate}")
        for klass in CarClass:
            if klass < wanted:
                continue
            for car in sorted(self.cars, key=lambda c: c.km):
                if car.klass == klass and car.rented_to is None:
                    car.rented_to = customer
                    rental = Rental(customer, car, day, days, upgraded=klass > wanted)
                    self.open[customer] = rental
                    return rental
        raise NoCarAvailable(wanted)

    def give_back(self, customer: str, day: int, km: int) -> int:
        try:
            rental = self.open.pop(customer)
        except KeyError:
            raise RentalError(f"{customer} has no open rental") from None
        used = day - rental.start_day
        late = max(0, used - rental.days)
        # Upgrades are charged at the booked class.
        rate = (rental.car.klass - 1 if rental.upgraded else rental.car.klass)
        rate = CarClass(max(1, rate)).daily_rate
        bill = rate * rental.days + late * rate * 3 // 2
        rental.car.km += km
        rental.car.rented_to = None
        self.revenue += bill
        return bill


def main():
    desk = Desk([Car("AB-101", CarClass.ECONOMY, 5200), Car("AB-102", CarClass.ECONOMY, 800),
                 Car("CD-201", CarClass.SUV, 3000), Car("EF-301", CarClass.LUXURY, 100),
                 Car("GH-401", CarClass.COMPACT, 12000)])
    print({c.name: c.daily_rate for c in CarClass})
    plan = [("rent", "ann", CarClass.ECONOMY, 1, 3), ("rent", "bob", CarClass.ECONOMY, 1, 2),
            ("rent", "cat", CarClass.ECONOMY, 2, 1), ("rent", "ann", CarClass.SUV, 2, 1),
            ("rent", "dan", CarClass.SUV, 2, 4), ("rent", "eve", CarClass.SUV, 3, 2),
            ("rent", "fay", CarClass.LUXURY, 3, 1), ("back", "bob", 5, 340), ("back", "ann", 4, 120),
            ("back", "zed", 4, 0), ("back", "cat", 3, 90), ("rent", "fay", CarClass.COMPACT, 5, 2),
            ("back", "dan", 6, 600), ("back", "fay", 9, 50)]
    for step in plan:
        try:
            if step[0] == "rent":
                r = desk.rent(*step[1:])
                note = " (upgrade)" if r.upgraded else ""
                print(f"{r.customer} gets {r.car.plate} {r.car.klass.name}{note}")
            else:
                bill = desk.give_back(*step[1:])
                print(f"{step[1]} returns, pays {bill}")
        except NoCarAvailable as exc:
            print(f"{step[1]}: {exc} (class {int(exc.wanted)})")
        except RentalError as exc:
            print(f"{step[1]}: {exc}")
    print("revenue", desk.revenue)
    print(sorted((c.km, c.plate) for c in desk.cars))
    print(CarClass.SUV > CarClass.COMPACT, CarClass(2), CarClass.LUXURY + 1, sorted(CarClass, reverse=True)[0])


if __name__ == "__main__":
    main()
