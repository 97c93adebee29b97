"""Pick the loan length with a match statement, which is outside the subset."""
import clauz3
from tools.loans.trusted.effects import lend


def main(kind: str) -> None:
    match kind:
        case "dvd":
            lend("zoe", "DVD-0042", 7)
        case _:
            lend("zoe", "9780131103627", 21)
