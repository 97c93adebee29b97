import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import flash_purge, heat, log


@clauz3.guarantee(kiln.heat_at_most(300))
@clauz3.guarantee(kiln.heats_at_most(2))
@clauz3.guarantee(kiln.only_chambers(["a", "b"]))
@clauz3.guarantee(kiln.each_chamber_heated_once())
def main(degrees: int) -> None:
    log("start")
    if 0 < degrees <= 150:
        heat("a", degrees)
        flash_purge("b", degrees)
