"""Assert Zoe has fewer than ten books out before lending; the desk allows exactly ten."""
import clauz3
from tools.loans.trusted.effects import lend, on_loan


def main() -> None:
    assert on_loan("zoe") < 10, "loan limit reached"
    lend("zoe", "9780131103627", 14)
