"""Machine parts modelled with dataclass(slots=True, kw_only=...) and field options."""
from dataclasses import dataclass, field, fields, astuple, replace, KW_ONLY, asdict


@dataclass(slots=True, order=True)
class Part:
    code: str
    weight_g: float
    _: KW_ONLY
    material: str = "steel"
    tags: list = field(default_factory=list, compare=False, repr=False)
    notes: str = field(default="", compare=False)


@dataclass(kw_only=True, frozen=True)
class Supplier:
    name: str
    country: str
    rating: int = 3
    internal_id: int = field(default=0, repr=False, compare=False, hash=False)


@dataclass
class Assembly:
    name: str
    parts: list = field(default_factory=list)
    supplier: Supplier = None

    def weight(self):
        return round(sum(p.weight_g for p in self.parts), 1)

    def materials(self):
        return sorted({p.material for p in self.parts})


def main():
    bolt = Part("B-10", 12.5, tags=["m6"])
    nut = Part("N-10", 4.0, material="brass")
    gear = Part("G-01", 220.0, material="nylon", notes="fragile")
    print(bolt, nut)
    print(sorted([gear, bolt, nut])[0].code, bolt < nut, bolt == Part("B-10", 12.5, notes="x"))
    try:
        bolt.colour = "red"
    except AttributeError as exc:
        print("AttributeError:", exc)
    print(hasattr(bolt, "__dict__"), Part.__slots__)
    try:
        Part("X", 1.0, "wood")
    except TypeError as exc:
        print("TypeError:", exc)
    acme = Supplier(name="Acme", country="DE", rating=5, internal_id=77)
    other = Supplier(name="Acme", country="DE", rating=5)
    print(acme, acme == other, hash(acme) == hash(other))
    try:
        Supplier("Acme", "DE")
    except TypeError as exc:
        print("TypeError:", exc)
    cheaper = replace(acme, rating=2)
    print(cheaper, acme.rating)
    try:
        acme.rating = 1
    except AttributeError as exc:
        print(type(exc).__name__, exc)
    asm = Assembly("gearbox", [bolt, bolt, nut, gear], acme)
    print(asm.weight(), asm.materials())
    print(astuple(nut), asdict(gear)["notes"])
    print([(f.name, f.kw_only, f.compare) for f in fields(Part)])
    print([f.name for f in fields(Supplier) if f.repr])
    print(astuple(asm)[2], asdict(asm)["supplier"]["country"])
    try:
        replace(bolt, colour="red")
    except TypeError as exc:
        print("TypeError:", exc)


if __name__ == "__main__":
    main()
