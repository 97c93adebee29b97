"""A nested helper pays two staff and one bonus under a three-part conjunction contract."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import bonus, pay


@clauz3.guarantee(payroll.careful_run(["ana", "ben"], 800_000))
@clauz3.guarantee(payroll.nothing_promised())
def main() -> None:
    def settle(name: str, cents: int) -> None:
        pay(name, cents)

    settle("ana", 400_000)
    settle("ben", 350_000)
    bonus("ana", 40_000)
