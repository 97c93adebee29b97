"""Split a 150,000-cent pool over the team's headcount (always at least one person)."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import bonus, headcount


@clauz3.guarantee(payroll.bonuses_at_most(1))
def main() -> None:
    per_head = 150_000 // headcount("platform")
    bonus("platform-pool", per_head)
