"""Readmit only when a bed is ready, yet promise a readmission to ward 4B."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import admit, discharge


@clauz3.guarantee(board.readmitted("amu", "ward-4b"))
def main(mrn: str, bed_ready: bool) -> None:
    discharge(mrn, "amu")
    if bed_ready:
        admit(mrn, "ward-4b")
