import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import heat, vent


@clauz3.guarantee(kiln.vented_a_heated_chamber())
def main(degrees: int) -> None:
    if degrees > 0:
        heat("a", degrees)
    else:
        heat("a", 1)
    vent("a")
