"""Look up a grade with a junior default, so every grade gets a legal rate."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import pay


@clauz3.guarantee(payroll.payouts_at_most(500_000))
def main(grade: str) -> None:
    rates = {"junior": 300_000, "senior": 500_000}
    pay("new-hire", rates.get(grade, 300_000))
