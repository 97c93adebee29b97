"""Skip allergen-flagged ingredients on noted tickets only: an unflagged or unnoted peanut row is still drawn."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import draw_stock, open_orders, recipe


@clauz3.guarantee(kitchen.never_draw("peanuts"))
def main() -> None:
    for order in open_orders("wok"):
        for ing in recipe(order.dish):
            if not (order.allergy_note and ing.allergen) and 0 < ing.grams <= 5000:
                draw_stock(ing.item, ing.grams)
