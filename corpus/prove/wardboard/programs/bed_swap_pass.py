"""Discharge a patient from AMU and readmit the same patient to ward 4B, taking bed 4B-07."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import admit, discharge, occupy_bed, release_bed


@clauz3.guarantee(board.readmitted("amu", "ward-4b"))
@clauz3.guarantee(board.bed_taken_at_end("4B-07"))
def main(mrn: str) -> None:
    discharge(mrn, "amu")
    release_bed("AMU-03")
    admit(mrn, "ward-4b")
    occupy_bed("4B-07")
