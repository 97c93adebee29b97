import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import flash_purge, heat


@clauz3.guarantee(kiln.hot_heats_at_most(100, 1))
def main(degrees: int) -> None:
    if 0 < degrees < 100:
        heat("a", degrees)
    flash_purge("b", 150)
