"""Split the pool over everyone except the manager: a one-person team divides by zero."""
import clauz3
from tools.payroll.trusted.effects import bonus, headcount


def main() -> None:
    per_head = 150_000 // (headcount("platform") - 1)
    bonus("platform-pool", per_head)
