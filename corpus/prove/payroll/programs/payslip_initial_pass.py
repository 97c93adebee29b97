"""Check the payslip reference is non-empty before reading its first character."""
import clauz3
from tools.payroll.trusted.effects import bonus, payslip


def main() -> None:
    ref = payslip("ana", "2024-05")
    if len(ref) > 0 and ref[0] == "V":
        bonus("ana", 1_000)
