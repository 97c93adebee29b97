# prove: proved
"""Buys what has a price, skipping items the quote service does not know."""
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import pay, quote


@clauz3.guarantee(ac.pays_at_most(3))
@clauz3.guarantee(ac.only_to(["shop"]))
def main() -> int:
    spent = 0
    for item in ["widget", "gadget", "gizmo"]:
        try:
            cents = quote(item)
        except ValueError as e:
            print("skip", item, e)
            continue
        amount = min(cents, 100)
        if amount > 0:
            pay("shop", amount)
            spent += amount
    print("spent", spent)
    return spent
