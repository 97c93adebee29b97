"""Build a courier manifest from parcels, validating each one on creation."""
from dataclasses import KW_ONLY, asdict, dataclass, field, fields, astuple
from collections import Counter

MAX_KG = 30.0
VOLUMETRIC_DIVISOR = 5000


@dataclass(slots=True, kw_only=True)
class Address:
    name: str
    city: str
    postcode: str
    country: str = "NL"

    def label(self) -> str:
        return f"{self.name}, {self.postcode} {self.city} ({self.country})"


@dataclass(slots=True, order=True)
class Parcel:
    sort_key: tuple = field(init=False, repr=False)
    ref: str
    weight_kg: float
    dims_cm: tuple[int, int, int]
    _: KW_ONLY
    to: Address = field(compare=False)
    service: str = field(default="standard", compare=False)
    insured_value: float = field(default=0.0, compare=False)
    warnings: list[str] = field(default_factory=list, compare=False, repr=False)

    def __post_init__(self):
        if self.weight_kg <= 0:
            raise ValueError(f"{self.ref}: weight must be positive")
        if self.weight_kg > MAX_KG:
            raise ValueError(f"{self.ref}: {self.weight_kg} kg exceeds {MAX_KG} kg limit")
        if self.service == "express" and self.to.country != "NL":
            self.warnings.append("express is domestic only; downgraded")
            self.service = "standard"
        if self.insured_value > 500:
            self.warnings.append("needs signature")
        self.sort_key = (self.service != "express", self.to.country, -self.chargeable_kg)

    @property
    def chargeable_kg(self) -> float:
        l, w, h = self.dims_cm
        return round(max(self.weight_kg, l * w * h / VOLUMETRIC_DIVISOR), 1)


def main():
    specs = [
        ("P-001", 2.4, (30, 20, 10), dict(to=Address(name="Ana", city="Utrecht", postcode="3511 AB"), service="express")),
        ("P-002", 0.8, (60, 40, 40), dict(to=Address(name="Ben", city="Antwerpen", postcode="2000", country="BE"))),
        ("P-003", 31.5, (50, 50, 50), dict(to=Address(name="Cara", city="Delft", postcode="2611 AA"))),
        ("P-004", 5.0, (40, 30, 20), dict(to=Address(name="Dev", city="Köln", postcode="50667", country="DE"), service="express", insured_value=750)),
        ("P-005", 1.1, (20, 15, 5), dict(to=Address(name="Eve", city="Leiden", postcode="2311 EZ"))),
        ("P-006", 0, (10, 10, 10), dict(to=Address(name="Fay", city="Gouda", postcode="2801 AA"))),
    ]
    manifest, rejected = [], []
    for ref, kg, dims, extra in specs:
        try:
            manifest.append(Parcel(ref, kg, dims, **extra))
        except ValueError as exc:
            rejected.append(str(exc))
    manifest.sort()
    for p in manifest:
        note = "; ".join(p.warnings)
        print(f"{p.ref} {p.service:<8} {p.chargeable_kg:>5.1f}kg  {p.to.label():<38} {note}")
    for r in rejected:
        print("rejected:", r)
    print(Counter(p.to.country for p in manifest).most_common())
    print(asdict(manifest[0])["to"], astuple(manifest[0].to))
    print([f.name for f in fields(Parcel)], [f.name for f in fields(Parcel) if f.kw_only])
    print(manifest[0])
    try:
        Address("Zed", "Hoorn", "1621 AA")
    except TypeError as exc:
        print("positional address:", exc)
    try:
        manifest[0].colour = "red"
    except AttributeError as exc:
        print("slots:", type(exc).__name__)
    print(hasattr(manifest[0], "__dict__"), Parcel.__slots__[:3])
    return len(manifest)


if __name__ == "__main__":
    main()
