"""Admit the head of each ward's waiting list into that ward: destinations are Ward names, patients Patient ids."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import admit, list_wards, waiting_list
from tools.wardboard.trusted.schemas import Patient, Ward


@clauz3.guarantee(board.destinations_from(Ward, "name"))
@clauz3.guarantee(board.moved_patients_from(Patient, "mrn"))
@clauz3.guarantee(board.moves_at_most(40))
def main() -> None:
    for ward in list_wards("north-wing"):
        for p in waiting_list(Patient, ward.name):
            if p.acuity <= 3:
                admit(p.mrn, ward.name)
