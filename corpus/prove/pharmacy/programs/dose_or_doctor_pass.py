"""Dispense a valid caller dose, otherwise call the doctor; only p6 is involved."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import call_doctor, dispense


@clauz3.guarantee(rx.touches_only(["p6"]))
def main(mg: int) -> None:
    if 0 < mg <= 1000:
        dispense("p6", "amoxicillin", mg)
    else:
        call_doctor("p6", "dose out of range")
