"""Parse a bonus typed with a thousands separator: int() raises ValueError."""
import clauz3
from tools.payroll.trusted.effects import bonus


def main() -> None:
    amount = int("12,500")
    bonus("ana", amount)
