"""Open every bottle on the party rack: the rack may hold more than two."""
import clauz3
from tools.cellar.trusted import contracts as cellar
from tools.cellar.trusted.effects import list_bottles, uncork


@clauz3.guarantee(cellar.uncorks_at_most(2))
def main() -> None:
    for bottle in list_bottles("party"):
        if len(bottle.label) > 0 and " " not in bottle.label:
            uncork(bottle.label)
