"""Discharge a ward and free each patient's bed in the loop: the reference refuses fluent updates in a query loop."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import census, discharge, release_bed


@clauz3.guarantee(board.bed_taken_at_end("4B-07"))
def main() -> None:
    for p in census("ward-4b"):
        discharge(p.mrn, "ward-4b")
        release_bed(p.bed)
