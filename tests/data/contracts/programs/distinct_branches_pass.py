import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.each_bed_once())
def main(dry: bool) -> None:
    if dry:
        water("east", 5)
    else:
        water("east", 2)
