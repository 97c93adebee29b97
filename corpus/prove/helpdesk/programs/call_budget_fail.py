"""Reading the backlog first is a fourth trusted call, over a three-call budget."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import assign, backlog, close_ticket, open_ticket


@clauz3.guarantee(desk.calls_at_most(3))
def main() -> None:
    if backlog("billing") < 100:
        ticket = open_ticket("billing", 4)
        assign(ticket, "ravi")
        close_ticket(ticket, "duplicate")
