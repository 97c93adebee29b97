import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.at_least_one_watering())
def main(dry: bool) -> None:
    if dry:
        water("a", 3)
