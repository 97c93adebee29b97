"""Cool a rack to whatever the caller asks above freezing: 1 to 7 C breaks the precondition."""
import clauz3
from tools.cellar.trusted import contracts as cellar
from tools.cellar.trusted.effects import set_temperature


@clauz3.guarantee(cellar.uncorks_at_most(0))
def main(celsius: int) -> None:
    if 0 < celsius <= 18:
        set_temperature("south", celsius)
