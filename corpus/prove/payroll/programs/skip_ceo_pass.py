"""Loop over the leadership list and `continue` past the CEO so she gets no bonus."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import bonus


@clauz3.guarantee(payroll.no_bonus_for("ceo"))
def main() -> None:
    for name in ["cto", "ceo", "cfo"]:
        if name == "ceo":
            continue
        bonus(name, 20_000)
