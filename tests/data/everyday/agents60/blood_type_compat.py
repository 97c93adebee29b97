"""Blood donation compatibility: who can give to whom, and matching a blood bank to requests."""
from itertools import product

ABO = {"O": frozenset(), "A": frozenset("A"), "B": frozenset("B"), "AB": frozenset("AB")}
TYPES = [f"{abo}{rh}" for abo, rh in product(["O", "A", "B", "AB"], "-+")]


def antigens(blood_type: str) -> frozenset:
    abo, rh = blood_type[:-1], blood_type[-1]
    if abo not in ABO or rh not in "+-":
        raise ValueError(f"unknown blood type: {blood_type}")
    return ABO[abo] | ({"D"} if rh == "+" else frozenset())


def can_give(donor: str, recipient: str) -> bool:
    return antigens(donor) <= antigens(recipient)


def compatibility_matrix() -> str:
    header = "donor\\rcpt " + " ".join(f"{t:>3}" for t in TYPES)
    rows = [header]
    for d in TYPES:
        rows.append(f"{d:<10} " + " ".join(f"{'x' if can_give(d, r) else '.':>3}" for r in TYPES))
    return "\n".join(rows)


INVENTORY = {"O-": 4, "O+": 9, "A-": 2, "A+": 6, "B+": 3, "AB-": 1}
REQUESTS = [("trauma bay", "AB+", 6), ("ward 3", "A-", 4), ("maternity", "O-", 3), ("ward 7", "B-", 2),
            ("surgery", "A+", 8), ("clinic", "Q+", 1)]


def allocate(inventory, requests):
    stock = dict(inventory)
    log = []
    for where, rtype, units in requests:
        try:
            donors = [t for t in TYPES if can_give(t, rtype)]
        except ValueError as exc:
            log.append((where, rtype, units, {}, str(exc)))
            continue
        # use the rarest compatible stock last: prefer exact type, then most plentiful
        donors.sort(key=lambda t: (t != rtype, -stock.get(t, 0)))
        taken = {}
        need = units
        for t in donors:
            give = min(need, stock.get(t, 0))
            if give:
                taken[t] = give
                stock[t] -= give
                need -= give
        log.append((where, rtype, units, taken, f"short {need}" if need else "filled"))
    return stock, log


def main():
    print(compatibility_matrix())
    universal_donors = [d for d in TYPES if all(can_give(d, r) for r in TYPES)]
    universal_recipients = [r for r in TYPES if all(can_give(d, r) for d in TYPES)]
    print("universal donor:", universal_donors, "universal recipient:", universal_recipients)
    reach = {t: sum(can_give(t, r) for r in TYPES) for t in TYPES}
    print("recipients per donor type:", reach)
    stock, log = allocate(INVENTORY, REQUESTS)
    for where, rtype, units, taken, status in log:
        given = ", ".join(f"{u}x{t}" for t, u in taken.items()) or "-"
        print(f"{where:<11} {rtype:<4} {units} units: {given:<16} {status}")
    print("remaining:", {t: n for t, n in stock.items() if n})
    print(sorted(antigens("AB+")), antigens("O-") == frozenset(), frozenset("AB") - ABO["A"])


if __name__ == "__main__":
    main()
