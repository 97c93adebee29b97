import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.sane_amounts())
def main(n: int) -> None:
    if 0 < n < 30:
        water("a", n)
