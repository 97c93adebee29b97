"""Send the note only if assignment succeeds, so the paged team may never be notified."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import assign, notify, open_ticket, page


@clauz3.guarantee(desk.paged_team_notified(severity=4))
def main() -> None:
    page("db", 4)
    ticket = open_ticket("tech", 1)
    if assign(ticket, "oncall"):
        notify("db", "ticket assigned")
