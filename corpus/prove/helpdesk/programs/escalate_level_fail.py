"""Escalate to a caller-chosen positive level: levels above 3 violate escalate's precondition."""
import clauz3
from tools.helpdesk.trusted.effects import escalate, open_ticket


def main(level: int) -> None:
    ticket = open_ticket("tech", 1)
    if level > 0:
        escalate(ticket, level)
