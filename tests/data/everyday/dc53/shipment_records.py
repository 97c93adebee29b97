"""Shipment records: keyword-only dataclasses, KW_ONLY, post-init validation, slots."""
from dataclasses import dataclass, field, fields, KW_ONLY, asdict


@dataclass(kw_only=True)
class Address:
    city: str
    country: str = "NL"


@dataclass
class Parcel:
    weight_kg: float
    _: KW_ONLY
    fragile: bool = False
    label: str = ""


@dataclass(slots=True)
class Point:
    lat: float
    lon: float


def default_address():
    return Address(city="Utrecht")


@dataclass
class Shipment:
    ident: str
    parcels: list = field(default_factory=list)
    destination: Address = field(default_factory=default_address)
    total_kg: float = field(init=False, default=0.0)
    express: bool = field(default=False, kw_only=True)

    def __post_init__(self):
        if not self.ident.startswith("S"):
            raise ValueError(f"bad shipment id {self.ident!r}")
        self.total_kg = sum(p.weight_kg for p in self.parcels)


def main():
    s = Shipment("S1", [Parcel(2.5), Parcel(1.0, fragile=True, label="glass")], express=True)
    print(s)
    print(asdict(s)["destination"], s.total_kg)
    print([f.name for f in fields(s)])
    print([(f.name, f.init, f.kw_only) for f in fields(Shipment)])
    print(Address(city="Delft"))
    try:
        Address("Delft")
    except TypeError as e:
        print("TypeError:", e)
    try:
        Parcel(1.0, True)
    except TypeError as e:
        print("TypeError:", e)
    try:
        Shipment("X9")
    except ValueError as e:
        print("ValueError:", e)
    p = Point(52.1, 5.1)
    print(p, hasattr(p, "__dict__"), Point.__slots__)
    try:
        p.alt = 3
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        Shipment()
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
