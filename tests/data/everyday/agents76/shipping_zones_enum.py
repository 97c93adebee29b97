"""Quote parcel shipping with enums that carry data, methods and a lenient _missing_."""
from enum import Enum, IntEnum, auto, unique
from decimal import Decimal


@unique
class Zone(IntEnum):
    LOCAL = 1
    NATIONAL = 2
    EUROPE = 3
    WORLD = 4

    @classmethod
    def for_country(cls, code: str) -> "Zone":
        if code == "NL":
            return cls.LOCAL
        if code in {"BE", "DE", "FR", "ES", "IT"}:
            return cls.EUROPE
        return cls.WORLD if code != "XX" else cls.NATIONAL


class Service(Enum):
    ECONOMY = ("eco", Decimal("1.0"), 5)
    STANDARD = ("std", Decimal("1.4"), 3)
    EXPRESS = ("exp", Decimal("2.5"), 1)

    def __init__(self, code: str, multiplier: Decimal, days: int):
        self.code = code
        self.multiplier = multiplier
        self.days = days

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if value.strip().lower() in (member.code, member.name.lower()):
                    return member
        return None

    def eta(self, zone: Zone) -> int:
        return self.days + (zone - 1) * 2

    def __str__(self):
        return f"{self.name.title()} ({self.days}d base)"


class Size(Enum):
    SMALL = auto()
    MEDIUM = auto()
    LARGE = auto()

    @property
    def base(self) -> Decimal:
        return {Size.SMALL: Decimal("4.50"), Size.MEDIUM: Decimal("7.95"), Size.LARGE: Decimal("13.20")}[self]

    @classmethod
    def from_weight(cls, kg: float) -> "Size":
        return cls.SMALL if kg <= 2 else cls.MEDIUM if kg <= 10 else cls.LARGE


PARCELS = [("P1", 1.2, "NL", "eco"), ("P2", 8.0, "DE", "Express"), ("P3", 25.0, "US", "STANDARD"),
           ("P4", 0.3, "XX", " std "), ("P5", 3.0, "FR", "overnight"), ("P6", 11.0, "BE", ("eco",))]


def quote(kg: float, country: str, service_text) -> tuple[Decimal, Service, Zone, Size]:
    service = Service(service_text)
    zone = Zone.for_country(country)
    size = Size.from_weight(kg)
    price = (size.base * service.multiplier * (1 + Decimal(zone - 1) / 4)).quantize(Decimal("0.01"))
    return price, service, zone, size


def main():
    total = Decimal(0)
    for pid, kg, country, service_text in PARCELS:
        try:
            price, service, zone, size = quote(kg, country, service_text)
        except ValueError as e:
            print(f"{pid}: {e}")
            continue
        total += price
        print(f"{pid}: {size.name:<6} {zone.name:<8} {str(service):<20} eta {service.eta(zone)}d  EUR {price:>6}")
    print("total:", total)
    print(sorted(Zone, reverse=True)[:2], Zone(3) > Zone.NATIONAL, Zone.EUROPE + 1, int(Zone.WORLD))
    print([s.code for s in Service], Service.EXPRESS.value, Service["ECONOMY"] is Service("eco"))
    print(list(Size.__members__), Size.LARGE.value, repr(Size.MEDIUM))
    try:
        @unique
        class Bad(Enum):
            A = 1
            B = 1
    except ValueError as e:
        print("unique check:", e)
    return str(total)


if __name__ == "__main__":
    main()
