import clauz3
from tools.pantry.trusted.effects import find_jars, store
from tools.pantry.trusted import contracts
from tools.pantry.trusted.schemas import Jar


@clauz3.guarantee(contracts.stores_sealed())
def main() -> None:
    """A query row may be unsealed."""
    for j in find_jars("low"):
        store(j)
