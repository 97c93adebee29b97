"""Consolidate the annex into its first ward, skipping patients already there."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import census, list_wards, transfer
from tools.wardboard.trusted.schemas import Patient


@clauz3.guarantee(board.moved_patients_from(Patient, "mrn"))
def main() -> None:
    wards = list_wards("annex")
    if len(wards) > 0:
        target = wards[0].name
        for ward in wards:
            if ward.name != target:
                for p in census(ward.name):
                    transfer(p.mrn, ward.name, target)
