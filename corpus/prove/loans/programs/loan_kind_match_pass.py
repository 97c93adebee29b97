"""Pick the loan length with a match statement: both lengths are within the 1..28 days."""
import clauz3
from tools.loans.trusted.effects import lend


def main(kind: str) -> None:
    match kind:
        case "dvd":
            lend("zoe", "DVD-0042", 7)
        case _:
            lend("zoe", "9780131103627", 21)
