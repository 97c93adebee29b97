# prove: proved
"""An amount class converts with `int()`/`float()` (`__int__`, `__float__`) before paying."""
from tools.agents.trusted.effects import pay, quote


class Amount:
    def __init__(self, cents: int):
        self.cents = cents

    def __int__(self):
        return self.cents // 100

    def __float__(self):
        return self.cents / 100


def main() -> int:
    a = Amount(quote("widget") * 10)
    dollars = int(a)
    print("paying", dollars, "of", float(a))
    if 0 < dollars <= 100:
        pay("shop", dollars)
    return dollars
