import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import flash_purge


@clauz3.guarantee(kiln.no_venting())
def main(chamber: str) -> None:
    flash_purge(chamber, 100)
