"""Raise ValueError for a caller's dose above 1000 mg, which some input reaches."""
import clauz3
from tools.pharmacy.trusted.effects import dispense


def main(mg: int) -> None:
    if mg > 1000:
        raise ValueError("dose above 1000 mg")
    if mg > 0:
        dispense("p6", "amoxicillin", mg)
