"""Page the rapid-response team with each deteriorating patient's acuity: a score above five breaks the pager's range."""
import clauz3
from tools.wardboard.trusted.effects import census, list_wards, page_team


def main() -> None:
    for ward in list_wards("main-campus"):
        for p in census(ward.name):
            if p.acuity >= 4:
                page_team("rapid-response", p.mrn, p.acuity)
