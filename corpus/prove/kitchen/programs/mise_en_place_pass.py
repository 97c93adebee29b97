"""Draw each recipe's ingredients for every open sauté ticket: items from Ingredient rows, 15 x 8 draws at most."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import draw_stock, open_orders, recipe
from tools.kitchen.trusted.schemas import Ingredient


@clauz3.guarantee(kitchen.drawn_items_from(Ingredient, "item"))
@clauz3.guarantee(kitchen.draws_at_most(120))
def main() -> None:
    for order in open_orders("saute"):
        for ing in recipe(order.dish):
            if 0 < ing.grams <= 5000:
                draw_stock(ing.item, ing.grams)
