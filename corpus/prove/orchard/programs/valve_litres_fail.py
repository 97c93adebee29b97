"""Two valve runs of 10 and 15 minutes use 300 litres at 12 l/min, over a 240-litre cap."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import open_valve


@clauz3.guarantee(orchard.valve_litres_at_most(240))
def main() -> None:
    open_valve("apples", 10)
    open_valve("pears", 15)
