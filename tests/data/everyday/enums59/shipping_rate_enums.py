"""Quote shipments by service level, where each level's value is a computed tuple."""
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from enum import Enum
from fractions import Fraction
from collections import namedtuple

Band = namedtuple("Band", "base per_kg")


class Service(Enum):
    ECONOMY = (Decimal("4.99"), timedelta(days=7))
    STANDARD = (Decimal("7.50"), timedelta(days=3))
    EXPRESS = (Decimal("15.00"), timedelta(days=1))
    OVERNIGHT = (Decimal("15.00"), timedelta(hours=24))  # equal to EXPRESS: an alias

    def __init__(self, fee, transit):
        self.fee = fee
        self.transit = transit

    def arrives(self, shipped):
        return shipped + self.transit


class Zone(Enum):
    LOCAL = Band(Decimal("0"), Decimal("0.40"))
    NATIONAL = Band(Decimal("2.00"), Decimal("0.75"))
    REMOTE = Band(Decimal("6.50"), Decimal("1.20"))

    def __init__(self, base, per_kg):
        self.minimum = base + per_kg

    @property
    def label(self):
        return self.name.title()


class Share(Enum):
    THIRD = Fraction(1, 3)
    HALF = Fraction(2, 4)
    WHOLE = Fraction(1)


class Tags(Enum):
    FRAGILE = frozenset({"glass", "ceramic"})
    COLD = frozenset({"ice"})
    PLAIN = frozenset()


@dataclass
class Parcel:
    ref: str
    kg: Decimal
    service: Service
    zone: Zone


def quote(p):
    band = p.zone.value
    return (p.service.fee + band.base + band.per_kg * p.kg).quantize(Decimal("0.01"))


def main():
    shipped = date(2024, 3, 28)
    parcels = [
        Parcel("A-1", Decimal("2.5"), Service.STANDARD, Zone.LOCAL),
        Parcel("A-2", Decimal("11"), Service.EXPRESS, Zone.REMOTE),
        Parcel("A-3", Decimal("0.8"), Service.OVERNIGHT, Zone.NATIONAL),
        Parcel("A-4", Decimal("5"), Service.ECONOMY, Zone.NATIONAL),
    ]
    for p in parcels:
        print(f"{p.ref} {p.service.name:<9} {p.zone.label:<9} {quote(p):>7} by {p.service.arrives(shipped)}")
    print([s.name for s in Service], len(Service))
    print(Service.OVERNIGHT is Service.EXPRESS, Service.OVERNIGHT.name)
    print(list(Service.__members__))
    print(repr(Service.ECONOMY))
    print(Service((Decimal("7.5"), timedelta(days=3))))
    print(Service((Decimal("15"), timedelta(days=1))).name)
    print(Zone(Band(Decimal("2.00"), Decimal("0.75"))).label, Zone.REMOTE.value.per_kg)
    print(repr(Zone.LOCAL), Zone.NATIONAL.minimum)
    print(Share.HALF.value, Share(Fraction(1, 2)).name, [s.name for s in Share])
    print(sum(s.value for s in Share))
    print(Tags(frozenset({"ice"})).name, sorted(Tags.FRAGILE.value), Tags.PLAIN.value == frozenset())
    print({s: s.fee for s in Service}[Service.OVERNIGHT])
    print(Service["OVERNIGHT"].transit, Service.EXPRESS in Service)
    try:
        Service((Decimal("1"), timedelta(days=1)))
    except ValueError as e:
        print("ValueError:", e)
    try:
        Share(Fraction(3, 4))
    except ValueError as e:
        print("ValueError:", e)
    try:
        Zone["FAR"]
    except KeyError as e:
        print("KeyError:", e)


if __name__ == "__main__":
    main()
