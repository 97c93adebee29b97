"""Transfer every ED patient and promise no patient moves twice: two census rows may share an MRN."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import census, transfer


@clauz3.guarantee(board.each_patient_moved_once())
def main() -> None:
    for p in census("ed"):
        if p.acuity >= 3:
            transfer(p.mrn, "ed", "amu")
        else:
            transfer(p.mrn, "ed", "discharge-lounge")
