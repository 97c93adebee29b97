import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import list_chambers, vent


@clauz3.guarantee(kiln.vents_at_most(3))
def main() -> None:
    for chamber in list_chambers("north"):
        vent(chamber)
