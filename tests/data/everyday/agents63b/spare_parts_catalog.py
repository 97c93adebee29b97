"""A spare-parts catalogue of frozen dataclasses: price changes via replace, export via asdict."""
from dataclasses import asdict, dataclass, field, replace, fields
from decimal import Decimal
from typing import List, Tuple
import json


@dataclass(frozen=True, order=True)
class Part:
    sku: str
    name: str = field(compare=False)
    price: Decimal = field(compare=False)
    fits: Tuple[str, ...] = field(default=(), compare=False)
    stock: int = field(default=0, compare=False)

    def __post_init__(self):
        if not self.sku.startswith("P-"):
            raise ValueError(f"bad sku {self.sku!r}")
        if self.price < 0:
            raise ValueError(f"{self.sku}: negative price {self.price}")

    @property
    def in_stock(self) -> bool:
        return self.stock > 0


@dataclass
class Catalog:
    parts: List[Part] = field(default_factory=list)
    log: List[str] = field(default_factory=list)

    def add(self, part: Part) -> None:
        if any(p.sku == part.sku for p in self.parts):
            raise KeyError(f"duplicate sku {part.sku}")
        self.parts.append(part)

    def reprice(self, sku: str, percent: int) -> Part:
        for i, p in enumerate(self.parts):
            if p.sku == sku:
                new = replace(p, price=(p.price * (100 + percent) / 100).quantize(Decimal("0.01")))
                self.parts[i] = new
                self.log.append(f"{sku}: {p.price} -> {new.price}")
                return new
        raise LookupError(sku)

    def for_model(self, model: str) -> List[Part]:
        return sorted(p for p in self.parts if model in p.fits)


def main():
    cat = Catalog()
    raw = [
        ("P-100", "brake pad", "24.50", ("vx", "gt"), 12),
        ("P-230", "oil filter", "8.99", ("vx",), 0),
        ("P-050", "spark plug", "4.25", ("gt", "rs"), 40),
        ("Q-001", "mystery", "1.00", (), 1),
        ("P-777", "wiper", "-3", ("rs",), 2),
        ("P-100", "brake pad v2", "26.00", ("vx",), 1),
        ("P-310", "timing belt", "61.40", ("gt",), 3),
    ]
    for sku, name, price, fits, stock in raw:
        try:
            cat.add(Part(sku, name, Decimal(price), fits, stock))
        except (ValueError, KeyError) as exc:
            print(f"skipped {sku}: {exc}")
    print([p.sku for p in sorted(cat.parts)])
    try:
        cat.parts[0].price = Decimal(0)
    except AttributeError as exc:
        print("frozen:", type(exc).__name__, exc)
    print(cat.reprice("P-050", 10))
    print(cat.reprice("P-310", -15).price)
    try:
        cat.reprice("P-999", 5)
    except LookupError as exc:
        print("no part", exc)
    for model in ("vx", "gt", "rs"):
        print(model, [(p.name, str(p.price), p.in_stock) for p in cat.for_model(model)])
    record = asdict(cat.parts[0])
    record["price"] = str(record["price"])
    print(json.dumps(record, sort_keys=True))
    print([f.name for f in fields(Part)])
    print(cat.log)
    print(Part("P-1", "x", Decimal(1)) == Part("P-1", "y", Decimal(2)), hash(Part("P-1", "x", Decimal(1))) == hash(Part("P-1", "z", Decimal(5))))


if __name__ == "__main__":
    main()
