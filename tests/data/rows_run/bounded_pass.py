import clauz3
from tools.pantry.trusted.effects import find_jars, take
from tools.pantry.trusted import contracts
from tools.pantry.trusted.schemas import Jar


@clauz3.guarantee(contracts.at_most_takes(10))
@clauz3.guarantee(contracts.takes_from(Jar, "label"))
def main() -> None:
    """One take per sealed, heavy jar: bounded by the query, labels from its rows."""
    for j in find_jars("low"):
        if j.sealed and j.grams > 5:
            take(j.label, 5)
