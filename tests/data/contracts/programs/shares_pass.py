import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import plant, water


@clauz3.guarantee(garden.watered_a_planted_bed())
def main(flag: bool) -> None:
    plant("east", "kale", 2)
    water("east", 5)
    if flag:
        plant("west", "leek", 0)
