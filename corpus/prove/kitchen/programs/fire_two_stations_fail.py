"""Fire the grill and the wok tickets, but promise no more than fifteen fires in all."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import fire_ticket, open_orders


@clauz3.guarantee(kitchen.fires_at_most(15))
def main() -> None:
    for order in open_orders("grill"):
        fire_ticket(order.ticket)
    for order in open_orders("wok"):
        if order.covers > 0:
            fire_ticket(order.ticket)
