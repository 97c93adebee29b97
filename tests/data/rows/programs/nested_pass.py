import clauz3
from tools.pantry.trusted.effects import find_jars, read_any, take
from tools.pantry.trusted import contracts
from tools.pantry.trusted.schemas import Jar


@clauz3.guarantee(contracts.at_most_takes(40))
@clauz3.guarantee(contracts.takes_from(Jar, "label"))
def main() -> None:
    """An inner query per outer row: at most 10 x 4 takes, labels from the inner rows."""
    for j in find_jars("low"):
        for k in read_any(Jar, j.label):
            if k.grams >= 1:
                take(k.label, 1)
