"""Assert the new ticket number fits four digits; the tracker only promises it is positive."""
import clauz3
from tools.helpdesk.trusted.effects import notify, open_ticket


def main() -> None:
    ticket = open_ticket("tech", 2)
    assert ticket < 10_000, "ticket ids are four digits"
    notify("tech", "new ticket")
