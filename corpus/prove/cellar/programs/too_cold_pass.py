"""Cool a rack to what the caller asks, clamped to the cellar's limits: the precondition holds."""
import clauz3
from tools.cellar.trusted import contracts as cellar
from tools.cellar.trusted.effects import set_temperature


@clauz3.guarantee(cellar.uncorks_at_most(0))
def main(celsius: int) -> None:
    set_temperature("south", min(max(celsius, 8), 18))
