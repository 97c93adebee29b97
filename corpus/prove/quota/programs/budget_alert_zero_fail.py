"""Accept a percentage from 0 to 100; 0% gives a 0.0 threshold that the alert refuses."""
import clauz3
from tools.quota.trusted.effects import set_budget_alert


def main(pct: int) -> None:
    if 0 <= pct <= 100:
        set_budget_alert("web", pct / 100)
