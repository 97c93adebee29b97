"""Fire the grill and the wok tickets: two stations of fifteen make thirty fires at most."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import fire_ticket, open_orders
from tools.kitchen.trusted.schemas import Order


@clauz3.guarantee(kitchen.fires_at_most(30))
@clauz3.guarantee(kitchen.fired_tickets_from(Order, "ticket"))
def main() -> None:
    for order in open_orders("grill"):
        fire_ticket(order.ticket)
    for order in open_orders("wok"):
        if order.covers > 0:
            fire_ticket(order.ticket)
