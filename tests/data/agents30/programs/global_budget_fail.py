# prove: failed guarantee
"""The budget check uses the price before the last refill: two buys can go over the total."""
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
    if 0 < price <= 100 and price <= BUDGET + 50:
        BUDGET -= price
        pay("store", price)
        return True
    return False


@clauz3.guarantee(ac.total_at_most(100))
def main() -> int:
    bought = [item for item in ["pens", "desk"] if buy(item)]
    print(bought, BUDGET)
    return BUDGET
