"""A caller-chosen priority can make the second ticket urgent too."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import open_ticket


@clauz3.guarantee(desk.urgent_tickets_at_most(1))
def main(priority: int) -> None:
    open_ticket("tech", 1)
    if 1 <= priority <= 4:
        open_ticket("billing", priority)
