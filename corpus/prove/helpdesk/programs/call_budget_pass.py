"""Open, assign and close one ticket: three trusted calls in total."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import assign, close_ticket, open_ticket


@clauz3.guarantee(desk.calls_at_most(3))
def main() -> None:
    ticket = open_ticket("billing", 4)
    assign(ticket, "ravi")
    close_ticket(ticket, "duplicate")
