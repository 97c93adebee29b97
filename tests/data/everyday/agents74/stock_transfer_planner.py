"""Plan stock transfers between warehouses: validate every move first, then apply."""
from dataclasses import asdict, dataclass, field, replace
import json


@dataclass
class Warehouse:
    code: str
    stock: dict[str, int] = field(default_factory=dict)
    capacity: int = 1000
    log: list[str] = field(default_factory=list, repr=False)

    @property
    def used(self) -> int:
        return sum(self.stock.values())


@dataclass(frozen=True)
class Transfer:
    sku: str
    qty: int
    source: str
    dest: str
    note: str = ""


class PlanError(Exception):
    pass


def validate(plan: list[Transfer], sites: dict[str, Warehouse]) -> list[str]:
    errors = []
    projected = {code: dict(w.stock) for code, w in sites.items()}
    for i, t in enumerate(plan, 1):
        if t.source not in sites or t.dest not in sites:
            errors.append(f"#{i}: unknown warehouse in {t.source}->{t.dest}")
            continue
        if t.qty <= 0:
            errors.append(f"#{i}: quantity must be positive, got {t.qty}")
            continue
        have = projected[t.source].get(t.sku, 0)
        if have < t.qty:
            errors.append(f"#{i}: {t.source} has {have} x {t.sku}, needs {t.qty}")
            continue
        projected[t.source][t.sku] = have - t.qty
        projected[t.dest][t.sku] = projected[t.dest].get(t.sku, 0) + t.qty
        if sum(projected[t.dest].values()) > sites[t.dest].capacity:
            errors.append(f"#{i}: {t.dest} would exceed capacity {sites[t.dest].capacity}")
    return errors


def apply(plan: list[Transfer], sites: dict[str, Warehouse]) -> None:
    for t in plan:
        src, dst = sites[t.source], sites[t.dest]
        src.stock[t.sku] -= t.qty
        if not src.stock[t.sku]:
            del src.stock[t.sku]
        dst.stock[t.sku] = dst.stock.get(t.sku, 0) + t.qty
        src.log.append(f"-{t.qty} {t.sku}")
        dst.log.append(f"+{t.qty} {t.sku}")


def main():
    sites = {
        "AMS": Warehouse("AMS", {"chair": 120, "desk": 40, "lamp": 300}),
        "BER": Warehouse("BER", {"chair": 10, "lamp": 20}, capacity=200),
        "MAD": Warehouse("MAD", capacity=150),
    }
    draft = [
        Transfer("chair", 60, "AMS", "BER"),
        Transfer("lamp", 200, "AMS", "MAD"),
        Transfer("desk", 50, "AMS", "MAD"),
        Transfer("sofa", 1, "AMS", "OSL"),
        Transfer("lamp", 0, "BER", "MAD"),
    ]
    errors = validate(draft, sites)
    for e in errors:
        print("invalid", e)
    fixed = [
        draft[0],
        replace(draft[1], qty=100, note="capped to MAD capacity"),
        replace(draft[2], qty=40),
    ]
    print("revised plan:")
    for t in fixed:
        print("  ", t)
    if errs := validate(fixed, sites):
        raise PlanError("; ".join(errs))
    apply(fixed, sites)
    for code, w in sites.items():
        print(f"{code}: used {w.used:>3}/{w.capacity:<4} {json.dumps(w.stock, sort_keys=True)} log={w.log}")
    snapshot = {code: asdict(w) for code, w in sites.items()}
    print(json.dumps(snapshot["MAD"], indent=2, sort_keys=True))
    try:
        fixed[0].qty = 5
    except AttributeError as exc:
        print(type(exc).__name__, exc)
    print(fixed[0] == Transfer("chair", 60, "AMS", "BER"), hash(fixed[0]) == hash(Transfer("chair", 60, "AMS", "BER")))
    return len(errors)


if __name__ == "__main__":
    main()
