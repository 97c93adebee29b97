"""Three loop iterations award three bonuses, but fewer than three were promised."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import bonus


@clauz3.guarantee(payroll.fewer_bonuses_than(3))
def main() -> None:
    for name in ["ana", "ben", "chloe"]:
        bonus(name, 10_000)
