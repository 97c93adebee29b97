"""Draw each ingredient scaled by covers, splitting anything over 5 kg into a second draw."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import draw_stock, open_orders, recipe
from tools.kitchen.trusted.schemas import Ingredient


@clauz3.guarantee(kitchen.drawn_items_from(Ingredient, "item"))
def main() -> None:
    for order in open_orders("banquet"):
        for ing in recipe(order.dish):
            if 0 < ing.grams <= 500 and 0 < order.covers <= 20:
                total = ing.grams * order.covers
                if total > 5000:
                    draw_stock(ing.item, 5000)
                    draw_stock(ing.item, total - 5000)
                else:
                    draw_stock(ing.item, total)
