"""Warn per allergen per ticket and once more per noted ticket: over the 120 warnings budget."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import open_orders, recipe, warn_allergy


@clauz3.guarantee(kitchen.warnings_at_most(120))
def main() -> None:
    for order in open_orders("wok"):
        if order.allergy_note:
            warn_allergy(order.ticket, "see note")
        for ing in recipe(order.dish):
            if ing.allergen:
                warn_allergy(order.ticket, ing.item)
