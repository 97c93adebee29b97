"""Give a bonus to whoever the caller names; the CEO exclusion fails for name='ceo'."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import bonus


@clauz3.guarantee(payroll.no_bonus_for("ceo"))
def main(name: str) -> None:
    bonus(name, 5_000)
