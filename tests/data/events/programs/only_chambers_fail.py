import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import heat


@clauz3.guarantee(kiln.only_chambers(["a", "b"]))
def main(chamber: str) -> None:
    if chamber != "a":
        heat(chamber, 10)
