"""Give patient p1 two morning drugs, both on the formulary, within 900 mg."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import dispense


@clauz3.guarantee(rx.drugs_only(["metformin", "aspirin"]))
@clauz3.guarantee(rx.patient_mg_at_most("p1", 900))
def main() -> None:
    dispense("p1", "metformin", 500)
    dispense("p1", "aspirin", 300)
