"""Draw each ingredient scaled by the ticket's covers: a big table overflows the 5 kg draw limit."""
import clauz3
from tools.kitchen.trusted.effects import draw_stock, open_orders, recipe


def main() -> None:
    for order in open_orders("banquet"):
        for ing in recipe(order.dish):
            if ing.grams > 0 and order.covers > 0:
                draw_stock(ing.item, ing.grams * order.covers)
