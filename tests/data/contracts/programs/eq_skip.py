import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.counted_with_eq())
def main() -> None:
    water("a", 3)
