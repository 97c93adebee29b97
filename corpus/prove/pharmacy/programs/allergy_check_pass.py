"""Dispense penicillin unless p3 is allergic, in which case flag it; only p3 is touched."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import allergic, dispense, flag_interaction


@clauz3.guarantee(rx.touches_only(["p3"]))
@clauz3.guarantee(rx.never_dispense("p4", "penicillin"))
def main() -> None:
    if allergic("p3", "penicillin"):
        flag_interaction("p3", "penicillin")
    else:
        dispense("p3", "penicillin", 250)
