"""Pay three staff once each for the month and keep total payouts under 1.5M cents."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import pay


@clauz3.guarantee(payroll.paid_once())
@clauz3.guarantee(payroll.payouts_at_most(1_500_000))
def main() -> None:
    pay("ana", 520_000)
    pay("ben", 480_000)
    pay("chloe", 450_000)
