"""Accumulate three bonuses and assert the total stays under 60,000; it is 75,000."""
import clauz3
from tools.payroll.trusted.effects import bonus


def main() -> None:
    total = 0
    for name in ["ana", "ben", "chloe"]:
        bonus(name, 25_000)
        total += 25_000
    assert total <= 60_000, "bonus pool exceeded"
