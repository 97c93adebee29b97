"""Open an urgent ticket and escalate it to level 2, never beyond."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import escalate, open_ticket


@clauz3.guarantee(desk.escalations_at_most(2))
@clauz3.guarantee(desk.tickets_escalated_after_open())
def main() -> None:
    ticket = open_ticket("tech", 1)
    escalate(ticket, 2)
