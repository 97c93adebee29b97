"""Parse a plain digit string into a bonus amount that respects the limits."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import bonus


@clauz3.guarantee(payroll.bonuses_at_most(1))
def main() -> None:
    amount = int("12500")
    bonus("ana", amount)
