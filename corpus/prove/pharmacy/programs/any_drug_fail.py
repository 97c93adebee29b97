"""Dispense a caller-named drug to p7, who must never receive warfarin."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import dispense


@clauz3.guarantee(rx.never_dispense("p7", "warfarin"))
def main(drug: str) -> None:
    dispense("p7", drug, 200)
