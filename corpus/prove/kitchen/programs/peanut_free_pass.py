"""Prepare the wok tickets but never take peanuts out; warn the pass instead."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import draw_stock, open_orders, recipe, warn_allergy


@clauz3.guarantee(kitchen.never_draw("peanuts"))
@clauz3.guarantee(kitchen.warnings_at_most(120))
def main() -> None:
    for order in open_orders("wok"):
        for ing in recipe(order.dish):
            if ing.item == "peanuts":
                warn_allergy(order.ticket, ing.item)
            elif 0 < ing.grams <= 5000:
                draw_stock(ing.item, ing.grams)
