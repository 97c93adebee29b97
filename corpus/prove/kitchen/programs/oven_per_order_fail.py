"""Set the oven once per open roast ticket: the reference refuses fluent updates inside a query loop."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import open_orders, set_oven


@clauz3.guarantee(kitchen.ovens_at_most(250))
def main() -> None:
    for order in open_orders("roast"):
        if order.covers > 4:
            set_oven("roast", 220)
        else:
            set_oven("roast", 200)
