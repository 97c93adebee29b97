"""Dispense a quarter of the drug's daily maximum, which is always a legal dose."""
import clauz3
from tools.pharmacy.trusted.effects import dispense, max_daily_mg


def main() -> None:
    limit = max_daily_mg("ibuprofen")
    dispense("p2", "ibuprofen", limit // 4)
