"""Two spot bonuses stay within the default limit of two bonuses per run."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import bonus


@clauz3.guarantee(payroll.bonuses_at_most())
def main() -> None:
    bonus("ana", 25_000)
    bonus("ben", 25_000)
