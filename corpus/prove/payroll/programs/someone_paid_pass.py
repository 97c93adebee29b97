"""Either Ben or the fallback contractor is paid, so somebody is paid."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import is_active, pay


@clauz3.guarantee(payroll.someone_paid())
def main() -> None:
    if is_active("ben"):
        pay("ben", 250_000)
    else:
        pay("contractor", 90_000)
