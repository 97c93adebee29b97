import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import flash_purge, heat


@clauz3.guarantee(kiln.no_venting())
def main() -> None:
    heat("a", 10)
    flash_purge("a", 100)
