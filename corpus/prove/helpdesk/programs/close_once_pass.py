"""Close a ticket as fixed or as wontfix on exclusive branches, so it is closed once."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import assign, close_ticket, open_ticket


@clauz3.guarantee(desk.closed_once())
def main() -> None:
    ticket = open_ticket("tech", 3)
    if assign(ticket, "mira"):
        close_ticket(ticket, "fixed")
    else:
        close_ticket(ticket, "wontfix")
