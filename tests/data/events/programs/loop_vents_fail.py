import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import flash_purge, list_chambers


@clauz3.guarantee(kiln.vents_at_most(2))
def main() -> None:
    for chamber in list_chambers("north"):
        flash_purge(chamber, 10)
