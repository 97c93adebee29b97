import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.only_beds(["east"]))
def main(n: int) -> None:
    water("west", 1)
    assert n != 7, "seven is unlucky"
