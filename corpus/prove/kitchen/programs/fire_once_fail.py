"""Fire every grill ticket and promise each ticket fires once, though a ticket may appear twice."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import fire_ticket, open_orders


@clauz3.guarantee(kitchen.each_ticket_fired_once())
def main() -> None:
    for order in open_orders("grill"):
        fire_ticket(order.ticket)
