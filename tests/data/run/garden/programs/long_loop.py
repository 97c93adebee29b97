import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.waterings_at_most(2))
def main() -> None:
    water("a", 1)
    n = 0
    for i in range(5000):
        n = n + i
    water("b", 1)
