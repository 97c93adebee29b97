import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import flash_purge, heat


@clauz3.guarantee(kiln.heat_at_most(1200))
@clauz3.guarantee(kiln.no_venting())
def main(degrees: int, dirty: bool) -> None:
    if 0 < degrees <= 600:
        heat("left", degrees)
        if dirty:
            flash_purge("left", degrees)
