"""Dispense the whole daily maximum at once; it can exceed dispense's 1000 mg precondition."""
import clauz3
from tools.pharmacy.trusted.effects import dispense, max_daily_mg


def main() -> None:
    dispense("p2", "ibuprofen", max_daily_mg("ibuprofen"))
