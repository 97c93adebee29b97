# prove: proved
"""Invoices as dataclass records: priced through an effect that may fail, totalled and paid."""
from dataclasses import dataclass
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import pay, quote


@dataclass
class Invoice:
    vendor: str
    item: str
    cents: int = 0
    paid: bool = False


@clauz3.guarantee(ac.only_to(["acme", "globex"]))
@clauz3.guarantee(ac.pays_at_most(3))
def main() -> int:
    invoices = [Invoice("acme", "bolts"), Invoice("globex", "nuts"), Invoice("acme", "gears")]
    for inv in invoices:
        try:
            inv.cents = quote(inv.item)
        except ValueError:
            inv.cents = -1
    for inv in invoices:
        if 0 < inv.cents <= 100:
            pay(inv.vendor, inv.cents)
            inv.paid = True
    unpaid = [inv for inv in invoices if not inv.paid]
    print(unpaid)
    return len(unpaid)
