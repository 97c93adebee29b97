"""Read the first character of a payslip reference: an empty reference raises IndexError."""
import clauz3
from tools.payroll.trusted.effects import bonus, payslip


def main() -> None:
    ref = payslip("ana", "2024-05")
    if ref[0] == "V":
        bonus("ana", 1_000)
