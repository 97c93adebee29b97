"""Fire by the dish name instead of the ticket: the dish column is not the ticket column."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import fire_ticket, open_orders
from tools.kitchen.trusted.schemas import Order


@clauz3.guarantee(kitchen.fired_tickets_from(Order, "ticket"))
def main() -> None:
    for order in open_orders("pastry"):
        fire_ticket(order.dish)
