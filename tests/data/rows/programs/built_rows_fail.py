import clauz3
from tools.pantry.trusted import contracts as pantry
from tools.pantry.trusted.effects import find_jars, store, take


@clauz3.guarantee(pantry.stores_sealed())
def main() -> None:
    """The filter forgets the seal."""
    keep = []
    for j in find_jars("top"):
        if j.grams >= 0:
            keep.append(j)
    for j in keep:
        store(j)
