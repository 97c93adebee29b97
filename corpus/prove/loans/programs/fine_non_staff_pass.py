"""Fine a caller-named patron only when it is not the staff account."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import fine


@clauz3.guarantee(loans.no_fines_for("staff"))
@clauz3.guarantee(loans.fines_total_at_most(150))
def main(patron: str) -> None:
    if patron != "staff":
        fine(patron, 150)
