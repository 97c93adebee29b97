"""Draw a whole prepared dish from stock for each ticket: the dish is an Order column, not an Ingredient item."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import draw_stock, open_orders
from tools.kitchen.trusted.schemas import Ingredient


@clauz3.guarantee(kitchen.drawn_items_from(Ingredient, "item"))
def main() -> None:
    for order in open_orders("cold"):
        if 0 < order.covers <= 10:
            draw_stock(order.dish, 250 * order.covers)
