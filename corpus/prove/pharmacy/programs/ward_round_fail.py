"""A helper doses p1 and the round doses p1 again with the same drug."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import dispense


def first_dose(patient: str) -> None:
    dispense(patient, "aspirin", 100)


@clauz3.guarantee(rx.one_dose_per_patient_and_drug())
def main() -> None:
    first_dose("p1")
    for patient in ["p1", "p2"]:
        dispense(patient, "aspirin", 100)
