"""Transfer ED patients to the ward on their bed tag, except maternity, which needs a midwife's call."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import census, transfer


@clauz3.guarantee(board.never_into("maternity"))
def main() -> None:
    for p in census("ed"):
        if p.bed != "ed" and p.bed != "maternity":
            transfer(p.mrn, "ed", p.bed)
