"""A retry loop closes the same ticket twice, breaking close-once."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import close_ticket, open_ticket


@clauz3.guarantee(desk.closed_once())
def main() -> None:
    ticket = open_ticket("billing", 3)
    for attempt in range(2):
        close_ticket(ticket, "refunded")
