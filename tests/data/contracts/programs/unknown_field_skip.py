import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import notify


@clauz3.guarantee(garden.deep_watering_only())
def main() -> None:
    notify("ops", "nothing watered today")
