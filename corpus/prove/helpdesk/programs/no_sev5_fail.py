"""Page with a caller-chosen valid severity, which may be 5 despite the no-sev5 promise."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import page


@clauz3.guarantee(desk.no_sev5_pages())
def main(severity: int) -> None:
    if 1 <= severity <= 5:
        page("net", severity)
