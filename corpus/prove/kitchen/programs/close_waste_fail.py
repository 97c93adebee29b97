"""Bin 200 g per leftover prep item and draw 100 g for staff food: the waste counts as a draw too."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import draw_stock, log_waste, open_orders


@clauz3.guarantee(kitchen.grams_drawn_at_most(3000))
def main() -> None:
    for order in open_orders("prep"):
        if order.covers == 0:
            log_waste(order.dish, 200, "prepped, never ordered")
    draw_stock("rice", 100)
