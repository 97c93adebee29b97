import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import flaky, water


@clauz3.guarantee(garden.waterings_at_most(2))
def main() -> None:
    water("a", 3)
    flaky("b")
    water("b", 3)
