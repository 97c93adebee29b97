"""Walk every general ward of the site and send its sickest patients to ICU: at most 8 x 12 transfers."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import census, list_wards, transfer
from tools.wardboard.trusted.schemas import Patient


@clauz3.guarantee(board.transfers_at_most(96))
@clauz3.guarantee(board.moved_patients_from(Patient, "mrn"))
def main() -> None:
    for ward in list_wards("main-campus"):
        if not ward.isolation and ward.name != "icu":
            for p in census(ward.name):
                if p.acuity >= 4:
                    transfer(p.mrn, ward.name, "icu")
