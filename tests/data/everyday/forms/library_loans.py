LOANS = [("ann", "Dune", 3), ("bob", "Emma", 20), ("ann", "Ulysses", 16), ("cy", "Dune", 1), ("bob", "Odyssey", 30)]
MAX_DAYS = 14
FINE_PER_DAY = 0.25


def overdue(loans, *, today_offset=0):
    for who, title, days in loans:
        late = days + today_offset - MAX_DAYS
        if late > 0:
            yield who, title, late


def main() -> None:
    fines = {}
    for who, title, late in overdue(LOANS):
        fines[who] = fines.get(who, 0) + late * FINE_PER_DAY
        print(f"{who} owes for {title!r}: {late} days late")
    for who, fine in sorted(fines.items()):
        print(f"{who}: {fine:.2f}")
    print("next week:", sorted({w for w, *_ in overdue(LOANS, today_offset=7)}))
