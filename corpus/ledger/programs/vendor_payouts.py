import clauz3
from tools.ledger.trusted.effects import exchange_rate, transfer

HOLD_PREFIXES = ("test-", "tmp-")


def is_held(vendor: str) -> bool:
    return any([vendor.startswith(p) for p in HOLD_PREFIXES]) or vendor.endswith("-blocked")


def main() -> int:
    vendors = ["acme", "tmp-widgets", "globex", "initech-blocked", "umbrella"]
    invoices = [[1200, 830], [99], [45000, 12000, -500], [7000], [310, 310, 310]]
    currencies = ["USD", "USD", "EUR", "USD", None]
    owed = dict()
    total = held = 0
    for vendor, amounts, currency in zip(vendors, invoices, currencies):
        net = sum(amounts)
        credit = sum([abs(a) for a in amounts if a < 0])
        if is_held(vendor):
            held += net
        elif currency is not None and currency != "USD":
            owed[vendor] = int(net * exchange_rate(currency))
        else:
            owed[vendor] = net
        if credit:
            print(f"{vendor}: credit note of {credit}")
    grid = [[vendor[:3] + str(i) for i in range(2)] for vendor in owed]
    initials = {vendor[0] for vendor in owed}
    for vendor in reversed(list(owed.keys())):
        transfer("ops", vendor, owed[vendor], f"payout {vendor}")
        total += owed[vendor]
    print("held", held, "paid", total, "grid", grid, "initials", sorted(initials))
    print("as float", float(total) / 100, "check", float("0.5") * 4)
    return total
