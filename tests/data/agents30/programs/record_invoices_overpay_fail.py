# prove: failed guarantee
"""The same records, but every priced invoice is paid to the vendor named by the record, one of which is not allowed."""
from dataclasses import dataclass
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import pay, quote


@dataclass
class Invoice:
    vendor: str
    item: str
    cents: int = 0


@clauz3.guarantee(ac.only_to(["acme"]))
def main() -> int:
    invoices = [Invoice("acme", "bolts"), Invoice("initech", "staplers")]
    total = 0
    for inv in invoices:
        try:
            inv.cents = quote(inv.item)
        except ValueError:
            continue
        if 0 < inv.cents <= 100 and inv.cents > 40:
            pay(inv.vendor, inv.cents)
            total += inv.cents
    return total
