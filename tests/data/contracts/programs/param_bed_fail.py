import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.only_beds(["east"]))
def main(bed: str, amount: int) -> None:
    if amount > 0:
        water(bed, amount)
