"""Open two bottles for the party: within the limit of two."""
import clauz3
from tools.cellar.trusted import contracts as cellar
from tools.cellar.trusted.effects import uncork


@clauz3.guarantee(cellar.uncorks_at_most(2))
def main() -> None:
    for label in ["rioja-2015", "barolo-2010"]:
        uncork(label)
