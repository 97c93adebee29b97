"""An 800 mg dose for p1 comes with an interaction flag for p1."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import dispense, flag_interaction


@clauz3.guarantee(rx.high_dose_flagged())
def main() -> None:
    dispense("p1", "paracetamol", 800)
    flag_interaction("p1", "warfarin")
