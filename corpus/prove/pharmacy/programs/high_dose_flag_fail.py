"""The high dose goes to p1 but the flag is raised for p2."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import dispense, flag_interaction


@clauz3.guarantee(rx.high_dose_flagged(threshold=500))
def main() -> None:
    dispense("p1", "paracetamol", 800)
    flag_interaction("p2", "warfarin")
