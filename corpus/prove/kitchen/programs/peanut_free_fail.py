"""Skip allergens only on tickets with an allergy note: other tickets still draw peanuts."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import draw_stock, open_orders, recipe


@clauz3.guarantee(kitchen.never_draw("peanuts"))
def main() -> None:
    for order in open_orders("wok"):
        for ing in recipe(order.dish):
            if order.allergy_note and ing.allergen:
                continue
            if 0 < ing.grams <= 5000:
                draw_stock(ing.item, ing.grams)
