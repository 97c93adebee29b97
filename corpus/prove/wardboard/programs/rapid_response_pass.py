"""Page the rapid-response team with acuity capped at five: at most 96 urgent pages across the site."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import census, list_wards, page_team


@clauz3.guarantee(board.urgent_pages_at_most(96))
def main() -> None:
    for ward in list_wards("main-campus"):
        for p in census(ward.name):
            if p.acuity >= 4:
                page_team("rapid-response", p.mrn, min(p.acuity, 5))
