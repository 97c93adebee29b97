"""Find a caller-named agent's rota slot with list.index: an unknown name raises ValueError."""
import clauz3
from tools.helpdesk.trusted.effects import assign, open_ticket


def main(agent: str) -> None:
    rota = ["mira", "ravi", "jon"]
    slot = rota.index(agent)
    ticket = open_ticket("tech", slot + 1)
    assign(ticket, agent)
