import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import flash_purge, list_chambers


@clauz3.guarantee(kiln.each_chamber_heated_once())
@clauz3.guarantee(kiln.heat_at_most(30))
@clauz3.guarantee(kiln.only_chambers(["a"]))
def main() -> None:
    for chamber in list_chambers("north"):
        if chamber == "a":
            flash_purge(chamber, 10)
