import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import flash_purge, heat


@clauz3.guarantee(kiln.each_chamber_heated_once())
def main(again: bool) -> None:
    heat("a", 10)
    if again:
        flash_purge("a", 20)
