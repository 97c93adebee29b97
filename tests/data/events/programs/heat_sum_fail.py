import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import flash_purge, heat


@clauz3.guarantee(kiln.heat_at_most(300))
def main(degrees: int) -> None:
    if 0 < degrees <= 200:
        heat("a", degrees)
        flash_purge("b", degrees)
