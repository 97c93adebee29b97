import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.total_water_at_most(30))
def main(amount: int) -> None:
    if 0 < amount < 20:
        water("tomatoes", amount)
        water("beans", amount)
