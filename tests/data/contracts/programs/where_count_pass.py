import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.big_waterings_at_most(threshold=10, limit=1))
def main(big: bool) -> None:
    for bed in ["a", "b", "c"]:
        water(bed, 3)
    if big:
        water("d", 12)
