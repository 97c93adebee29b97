import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.total_water_at_most(30))
@clauz3.guarantee(garden.spares("roses"))
def main(amount: int) -> None:
    if 0 < amount <= 15:
        water("tomatoes", amount)
        water("beans", amount)
