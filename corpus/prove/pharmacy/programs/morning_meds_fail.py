"""An extra aspirin dose takes p1 past the 900 mg daily promise."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import dispense


@clauz3.guarantee(rx.patient_mg_at_most(patient="p1", mg=900))
def main() -> None:
    dispense("p1", "metformin", 500)
    for dose in range(2):
        dispense("p1", "aspirin", 300)
