"""Fine whichever patron the caller names, although staff must never be fined."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import fine


@clauz3.guarantee(loans.no_fines_for("staff"))
def main(patron: str) -> None:
    fine(patron, 150)
