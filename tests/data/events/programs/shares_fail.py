import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import heat, vent


@clauz3.guarantee(kiln.vented_a_heated_chamber())
def main(chamber: str) -> None:
    heat("a", 5)
    vent(chamber)
