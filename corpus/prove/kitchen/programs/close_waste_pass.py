"""At close, bin 200 g of each leftover prep item: waste and draws stay within 15 x 200 g."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import log_waste, open_orders


@clauz3.guarantee(kitchen.waste_at_most(3000))
@clauz3.guarantee(kitchen.grams_drawn_at_most(3000))
def main() -> None:
    for order in open_orders("prep"):
        if order.covers == 0:
            log_waste(order.dish, 200, "prepped, never ordered")
