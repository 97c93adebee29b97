# prove: proved
"""A global budget that a helper draws from before each payment; the total guarantee holds."""
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import pay, quote

BUDGET = 100


def buy(item: str) -> bool:
    global BUDGET
    try:
        price = quote(item)
    except ValueError:
        return False
    if 0 < price <= BUDGET:
        BUDGET -= price
        pay("store", price)
        return True
    return False


@clauz3.guarantee(ac.total_at_most(100))
def main() -> int:
    bought = [item for item in ["pens", "desk", "ink"] if buy(item)]
    print(bought, BUDGET)
    return BUDGET
