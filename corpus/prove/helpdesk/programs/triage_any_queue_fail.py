"""Open a ticket in whatever queue the caller names; the queue allowlist can be broken."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import open_ticket


@clauz3.guarantee(desk.queues_only(["billing", "tech"]))
def main(queue: str) -> None:
    open_ticket(queue, 2)
