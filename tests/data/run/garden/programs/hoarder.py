import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.waterings_at_most(2))
def main() -> None:
    water("a", 1)
    hoard = []
    for i in range(12):
        hoard.append("x" * 10_000_000)
    water("b", 1)
