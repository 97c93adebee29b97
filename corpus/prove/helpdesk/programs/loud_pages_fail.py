"""Two independent checks may both page the web team loudly, so loud pages are not distinct."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import backlog, page


@clauz3.guarantee(desk.loud_pages_distinct_teams())
def main() -> None:
    if backlog("web") > 100:
        page("web", 3)
    if backlog("api") > 100:
        page("web", 4)
