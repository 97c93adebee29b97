"""Reorder only when stock is low, yet promise at least 100 units are ordered."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import order_stock, stock_units


@clauz3.guarantee(rx.ordered_at_least(100))
def main() -> None:
    if stock_units("insulin") < 50:
        order_stock("insulin", 100)
