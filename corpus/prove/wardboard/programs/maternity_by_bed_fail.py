"""Transfer ED patients to the ward named on their bed tag: a row tagged 'maternity' reaches maternity."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import census, transfer


@clauz3.guarantee(board.never_into("maternity"))
def main() -> None:
    for p in census("ed"):
        if p.bed != "ed":
            transfer(p.mrn, "ed", p.bed)
