import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.sane_amounts())
def main(n: int) -> None:
    for bed in ["a", "b"]:
        if n == 1:
            break
        water(bed, 20)
