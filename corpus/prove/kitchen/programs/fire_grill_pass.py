"""Fire every open grill ticket with covers: tickets straight from the Order rows, fifteen at most."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import fire_ticket, open_orders
from tools.kitchen.trusted.schemas import Order


@clauz3.guarantee(kitchen.fired_tickets_from(Order, "ticket"))
@clauz3.guarantee(kitchen.fires_at_most(15))
def main() -> None:
    for order in open_orders("grill"):
        if order.covers > 0:
            fire_ticket(order.ticket)
