"""Admit waiting patients using their bed label as the ward: the bed column is not the Ward name column."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import admit, waiting_list
from tools.wardboard.trusted.schemas import Patient, Ward


@clauz3.guarantee(board.destinations_from(Ward, "name"))
def main() -> None:
    for p in waiting_list(Patient, "cardiology"):
        admit(p.mrn, p.bed)
