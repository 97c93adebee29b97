"""Promise a range reaching 25 C, warmer than the cellar allows: the contract refuses it."""
import clauz3
from tools.cellar.trusted import contracts as cellar
from tools.cellar.trusted.effects import set_temperature


@clauz3.guarantee(cellar.kept_between(10, 25))
def main() -> None:
    set_temperature("north", 12)
