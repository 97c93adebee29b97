"""Assert the new ticket number is positive, which the tracker's postcondition promises."""
import clauz3
from tools.helpdesk.trusted.effects import notify, open_ticket


def main() -> None:
    ticket = open_ticket("tech", 2)
    assert ticket > 0
    notify("tech", "ticket " + str(ticket))
