"""Give a bonus to a caller-named employee unless it is the CEO."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import bonus


@clauz3.guarantee(payroll.no_bonus_for(name="ceo"))
def main(name: str) -> None:
    if name != "ceo":
        bonus(name, 5_000)
