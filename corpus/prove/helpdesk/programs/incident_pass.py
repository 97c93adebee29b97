"""Page the database team at severity 5 and send them a note about it."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import notify, page


@clauz3.guarantee(desk.paged_team_notified())
def main() -> None:
    page("db", 5)
    notify("db", "paged for the replication outage")
