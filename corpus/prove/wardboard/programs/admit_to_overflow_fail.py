"""Admit waiting patients to their ward, or to the overflow unit when acute: 'overflow' is no Ward row."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import admit, list_wards, waiting_list
from tools.wardboard.trusted.schemas import Patient, Ward


@clauz3.guarantee(board.destinations_from(Ward, "name"))
def main() -> None:
    for ward in list_wards("north-wing"):
        for p in waiting_list(Patient, ward.name):
            if p.acuity <= 3:
                admit(p.mrn, ward.name)
            else:
                admit(p.mrn, "overflow")
