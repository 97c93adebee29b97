"""Every bonus lies strictly above 1,000 and at most 50,000 cents (chained comparison contract)."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import bonus


@clauz3.guarantee(payroll.bonus_between(1_000, 50_000))
def main() -> None:
    bonus("ana", 50_000)
    bonus("ben", 2_000)
