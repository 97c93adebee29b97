"""Reorder insulin when its shelf life is short; the layer's shelf_life_days ensures is contradictory."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import order_stock, shelf_life_days


@clauz3.guarantee(rx.orders_fewer_than(2))
def main() -> None:
    if shelf_life_days("insulin") < 60:
        order_stock("insulin", 50)
