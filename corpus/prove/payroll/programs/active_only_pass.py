"""Pay Ben only when he is active, within the staff list and the budget."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import is_active, pay


@clauz3.guarantee(payroll.only_staff(["ana", "ben"]))
@clauz3.guarantee(payroll.payouts_at_most(250_000))
def main() -> None:
    if is_active("ben"):
        pay("ben", 250_000)
