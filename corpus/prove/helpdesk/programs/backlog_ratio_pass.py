"""Compare backlogs only when billing has tickets, and page tech at most once."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import backlog, page


@clauz3.guarantee(desk.pages_at_most(1))
def main() -> None:
    billing = backlog("billing")
    if billing > 0:
        if backlog("tech") * 100 // billing > 200:
            page("tech", 3)
