import clauz3
from tools.pantry.trusted.effects import find_jars, take
from tools.pantry.trusted import contracts
from tools.pantry.trusted.schemas import Jar


@clauz3.guarantee(contracts.takes_from(Jar, "label"))
def main() -> None:
    """A concatenation is not the column."""
    for j in find_jars("low"):
        take(j.label + "!", 5)
