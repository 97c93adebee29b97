"""Look up a caller-given grade in the rate table: an unknown grade raises KeyError."""
import clauz3
from tools.payroll.trusted.effects import pay


def main(grade: str) -> None:
    rates = {"junior": 300_000, "senior": 500_000}
    pay("new-hire", rates[grade])
