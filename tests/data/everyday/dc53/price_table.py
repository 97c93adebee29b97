"""A price table as ordered, frozen dataclasses; astuple rows and field metadata for a header."""
import dataclasses
from dataclasses import dataclass, field


@dataclass(order=True, frozen=True)
class Price:
    amount: int
    currency: str = "EUR"
    source: str = field(default="manual", compare=False)


@dataclass
class Row:
    product: str
    prices: tuple = ()
    meta: dict = field(default_factory=dict)


def main():
    rows = [
        Row("tea", (Price(300), Price(280, source="feed")), {"unit": "box"}),
        Row("coffee", (Price(950, "USD"),), {"unit": "bag", "sizes": [250, 500]}),
    ]
    header = [f.name for f in dataclasses.fields(Row)]
    print(" | ".join(header))
    for row in rows:
        print(dataclasses.astuple(row))
    data = [dataclasses.asdict(r) for r in rows]
    data[1]["meta"]["sizes"].append(1000)
    print(rows[1].meta, data[1]["meta"])
    print(sorted(p for r in rows for p in r.prices))
    cheapest = min(rows[0].prices)
    print(cheapest, dataclasses.replace(cheapest, amount=250))
    try:
        cheapest.amount = 1
    except dataclasses.FrozenInstanceError as e:
        print("FrozenInstanceError:", e)
    print(dataclasses.is_dataclass(Price), dataclasses.is_dataclass(cheapest))
    print({Price(1), Price(1, source="x")})
    try:
        dataclasses.replace(cheapest, weight=3)
    except TypeError as e:
        print("TypeError:", e)
    try:
        dataclasses.asdict(Price)
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
