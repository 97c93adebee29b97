"""Format the note with an f-string (outside the reference subset; the program itself is safe)."""
import clauz3
from tools.helpdesk.trusted.effects import notify, open_ticket


def main() -> None:
    ticket = open_ticket("tech", 2)
    notify("tech", f"opened ticket {ticket}")
