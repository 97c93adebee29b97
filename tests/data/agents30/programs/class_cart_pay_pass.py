# prove: proved
"""A cart object that caps its total before one payment."""
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import pay, quote


class Cart:
    cap = 100

    def __init__(self, owner: str):
        self.owner = owner
        self.items = {}

    def add(self, item: str) -> bool:
        try:
            price = quote(item)
        except ValueError:
            return False
        if self.total() + price > self.cap:
            return False
        self.items[item] = price
        return True

    def total(self) -> int:
        return sum(self.items.values())

    def checkout(self) -> int:
        total = self.total()
        if total > 0:
            pay(self.owner, total)
        return total


@clauz3.guarantee(ac.pays_at_most(1))
@clauz3.guarantee(ac.total_at_most(100))
def main() -> int:
    cart = Cart("shop")
    added = [item for item in ["pen", "lamp", "mug"] if cart.add(item)]
    print(added, cart.items)
    return cart.checkout()
