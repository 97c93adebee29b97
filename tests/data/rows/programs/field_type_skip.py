import clauz3
from tools.pantry.trusted.effects import find_jars, store
from tools.pantry.trusted.schemas import Jar


def main() -> None:
    """A bool where an int field is declared: the prover needs the declared type."""
    for j in find_jars("low"):
        store(Jar(label=j.label, grams=j.sealed, sealed=True))
