"""Warm the north rack to 16 C after cooling it: it ends above 14 C."""
import clauz3
from tools.cellar.trusted import contracts as cellar
from tools.cellar.trusted.effects import set_temperature


@clauz3.guarantee(cellar.kept_between(8, 14))
def main() -> None:
    set_temperature("north", 10)
    set_temperature("north", 16)
