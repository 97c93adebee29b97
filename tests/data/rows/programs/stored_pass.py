import clauz3
from tools.pantry.trusted.effects import find_jars, store
from tools.pantry.trusted import contracts
from tools.pantry.trusted.schemas import Jar


@clauz3.guarantee(contracts.stores_sealed())
def main() -> None:
    """Rows built from query rows, field by field, guarded."""
    for j in find_jars("low"):
        if j.grams >= 0:
            store(Jar(label=j.label, grams=j.grams, sealed=True))
