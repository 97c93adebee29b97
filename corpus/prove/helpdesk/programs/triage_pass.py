"""Open a billing ticket and hand it to an agent; only approved queues get tickets."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import assign, open_ticket


@clauz3.guarantee(desk.queues_only(["billing", "tech"]))
def main() -> None:
    ticket = open_ticket("billing", 2)
    assign(ticket, "mira")
