"""Draw each recipe's ingredients for every open sauté ticket, budgeting only 100 draws."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import draw_stock, open_orders, recipe


@clauz3.guarantee(kitchen.draws_at_most(100))
def main() -> None:
    for order in open_orders("saute"):
        for ing in recipe(order.dish):
            if 0 < ing.grams <= 5000:
                draw_stock(ing.item, ing.grams)
