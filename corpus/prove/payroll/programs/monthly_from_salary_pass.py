"""Pay a twelfth of the annual salary plus a 100-cent fee, always a legal positive amount."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import pay, salary


@clauz3.guarantee(payroll.payouts_at_most(70_000))
def main() -> None:
    annual = salary("ana")
    pay("ana", annual // 12 + 100)
