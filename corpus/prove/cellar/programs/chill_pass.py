"""Cool the north rack to 10 C: every rack stays between 8 and 14 C."""
import clauz3
from tools.cellar.trusted import contracts as cellar
from tools.cellar.trusted.effects import set_temperature


@clauz3.guarantee(cellar.kept_between(8, 14))
def main() -> None:
    set_temperature("north", 10)
