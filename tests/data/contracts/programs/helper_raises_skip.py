import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.at_most_calls(5))
@clauz3.guarantee(garden.strict(-1))
def main() -> None:
    water("a", 1)
