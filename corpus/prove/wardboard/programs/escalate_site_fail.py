"""Send the sickest patients of every ward to ICU, expecting no more than 90 transfers."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import census, list_wards, transfer


@clauz3.guarantee(board.transfers_at_most(90))
def main() -> None:
    for ward in list_wards("main-campus"):
        if ward.name != "icu":
            for p in census(ward.name):
                if p.acuity >= 4:
                    transfer(p.mrn, ward.name, "icu")
