"""Step stable ICU patients down to ward 4B, infectious ones to the isolation ward."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import census, transfer
from tools.wardboard.trusted.schemas import Patient


@clauz3.guarantee(board.moved_patients_from(Patient, "mrn"))
@clauz3.guarantee(board.moves_only_into(["ward-4b", "iso-1"]))
@clauz3.guarantee(board.transfers_at_most(12))
def main() -> None:
    for p in census("icu"):
        if p.acuity <= 2:
            if p.infectious:
                transfer(p.mrn, "icu", "iso-1")
            else:
                transfer(p.mrn, "icu", "ward-4b")
