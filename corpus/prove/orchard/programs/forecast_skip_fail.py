"""Skip irrigation when rain is forecast; the layer's rain_forecast postcondition is contradictory."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate, rain_forecast


@clauz3.guarantee(orchard.water_budget(20))
def main() -> None:
    if rain_forecast("apples") < 5:
        irrigate("apples", 20)
