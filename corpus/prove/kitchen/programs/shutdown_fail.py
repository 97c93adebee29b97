"""End of service that keeps the left fryer on for late orders: the kitchen is not shut down."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import fryer_off, fryer_on, set_oven


@clauz3.guarantee(kitchen.kitchen_shut_down())
def main(late_orders: bool) -> None:
    set_oven("pizza", 280)
    fryer_on("left")
    set_oven("pizza", 0)
    if not late_orders:
        fryer_off("left")
