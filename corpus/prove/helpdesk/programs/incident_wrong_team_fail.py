"""Page the database team but notify the web team: no paged team gets a note."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import notify, page


@clauz3.guarantee(desk.paged_team_notified())
def main() -> None:
    page("db", 5)
    notify("web", "database is down")
