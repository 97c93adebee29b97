"""Reorder insulin once when stock is low, and always order at least 100 units of syringes."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import order_stock, stock_units


@clauz3.guarantee(rx.orders_fewer_than(4))
@clauz3.guarantee(rx.ordered_at_least(100))
def main() -> None:
    if stock_units("insulin") < 50:
        order_stock("insulin", 100)
    order_stock("syringes", 60)
    order_stock("syringes-small", 40)
