"""Pay the reported salary as is: a zero salary violates pay's positive-amount precondition."""
import clauz3
from tools.payroll.trusted.effects import pay, salary


def main() -> None:
    pay("ana", salary("ana"))
