"""Cap the caller's severity at 4 with min(), so no sev-5 page and a bounded db total."""
import clauz3
from tools.helpdesk.trusted import contracts as desk
from tools.helpdesk.trusted.effects import page


@clauz3.guarantee(desk.no_sev5_pages())
@clauz3.guarantee(desk.team_severity_at_most("db", 4))
def main(severity: int) -> None:
    if severity >= 1:
        page("db", min(severity, 4))
