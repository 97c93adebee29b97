"""Compare two inventory snapshots using frozen, ordered dataclasses."""
from dataclasses import asdict, astuple, dataclass, field, fields, replace
import json


@dataclass(frozen=True, order=True)
class Sku:
    warehouse: str
    code: str


@dataclass(frozen=True, order=True)
class StockLine:
    sku: Sku
    qty: int = field(compare=False)
    unit_cost: float = field(compare=False, default=0.0)
    tags: tuple[str, ...] = field(compare=False, default=())

    @property
    def value(self) -> float:
        return round(self.qty * self.unit_cost, 2)


YESTERDAY = [
    StockLine(Sku("AMS", "BOLT-M6"), 1200, 0.04, ("hardware",)),
    StockLine(Sku("AMS", "NUT-M6"), 900, 0.03, ("hardware",)),
    StockLine(Sku("BER", "CABLE-2M"), 75, 3.10, ("electrical", "fragile")),
    StockLine(Sku("BER", "LAMP-E27"), 40, 7.25),
]
MOVES = [("AMS", "BOLT-M6", -300), ("BER", "CABLE-2M", -80), ("BER", "FUSE-10A", 50), ("AMS", "NUT-M6", 0)]


def apply(snapshot, moves):
    by_key = {line.sku: line for line in snapshot}
    errors = []
    for wh, code, delta in moves:
        key = Sku(wh, code)
        line = by_key.get(key, StockLine(key, 0, 0.5, ("new",)))
        if line.qty + delta < 0:
            errors.append(f"{wh}/{code}: cannot remove {-delta}, only {line.qty}")
            continue
        by_key[key] = replace(line, qty=line.qty + delta)
    return sorted(by_key.values()), errors


def main():
    today, errors = apply(YESTERDAY, MOVES)
    before = {l.sku: l for l in YESTERDAY}
    for line in today:
        old = before.get(line.sku)
        delta = line.qty - (old.qty if old else 0)
        print(f"{line.sku.warehouse}/{line.sku.code:<9} {line.qty:>5} ({delta:+d}) value {line.value:>8.2f}")
    for e in errors:
        print("ERROR", e)
    try:
        today[0].qty = 5
    except Exception as exc:
        print(type(exc).__name__, exc)
    print([f.name for f in fields(StockLine)])
    print(astuple(today[0]))
    print(json.dumps(asdict(today[-1]), sort_keys=True))
    print(Sku("AMS", "Z") < Sku("BER", "A"), today[0] == replace(today[0], qty=-1))
    print(len({l.sku for l in today}), max(today).sku, min(today, key=lambda l: l.value).sku.code)
    print(today[1])


if __name__ == "__main__":
    main()
