"""Open one priority-1 ticket and two priority-3 tickets; at most one is urgent."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import open_ticket


@clauz3.guarantee(desk.urgent_tickets_at_most(1))
def main() -> None:
    open_ticket("tech", 1)
    for queue in ["billing", "tech"]:
        open_ticket(queue, 3)
