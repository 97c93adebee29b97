"""Each ward patient gets one aspirin dose: patient/drug pairs are distinct."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import dispense


@clauz3.guarantee(rx.one_dose_per_patient_and_drug())
def main() -> None:
    for patient in ["p1", "p2", "p3"]:
        dispense(patient, "aspirin", 100)
