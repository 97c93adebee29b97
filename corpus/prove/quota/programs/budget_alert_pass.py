"""Set an 80% budget alert using a float threshold."""
import clauz3
from tools.quota.trusted.effects import set_budget_alert


def main() -> None:
    set_budget_alert("web", 0.8)
