"""Convert a caller's percentage with pct / 100: a huge int overflows the float conversion."""
import clauz3
from tools.quota.trusted.effects import set_budget_alert


def main(pct: int) -> None:
    threshold = pct / 100
    if 0.0 < threshold <= 1.0:
        set_budget_alert("web", threshold)
