"""Page the first team of the rota and `break`, so only one page is sent."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import page


@clauz3.guarantee(desk.pages_at_most(1))
def main() -> None:
    for team in ["db", "web", "net"]:
        page(team, 3)
        break
