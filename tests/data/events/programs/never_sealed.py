import clauz3
from tools.kiln.trusted import contracts as kiln
from tools.kiln.trusted.effects import heat


@clauz3.guarantee(kiln.never_sealed())
def main() -> None:
    heat("a", 10)
