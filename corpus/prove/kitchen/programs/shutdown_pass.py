"""End of service: drop the pizza oven from the evening's heat to off and switch both fryers off."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import fryer_off, fryer_on, set_oven


@clauz3.guarantee(kitchen.kitchen_shut_down())
def main(late_orders: bool) -> None:
    set_oven("pizza", 280)
    fryer_on("left")
    if late_orders:
        fryer_on("right")
        fryer_off("right")
    set_oven("pizza", 0)
    fryer_off("left")
