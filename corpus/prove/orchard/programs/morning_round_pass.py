"""Water the three fruit rows once each, within the daily 60-litre budget."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate


@clauz3.guarantee(orchard.zones_only(["apples", "pears", "plums"]))
@clauz3.guarantee(orchard.water_budget(60))
def main() -> None:
    irrigate("apples", 20)
    irrigate("pears", 20)
    irrigate("plums", 15)
