import clauz3
from tools.pantry.trusted.effects import find_jars, take
from tools.pantry.trusted import contracts


@clauz3.guarantee(contracts.at_most_takes(9))
def main() -> None:
    """Ten jars may all pass the guard."""
    for j in find_jars("low"):
        if j.grams > 5:
            take(j.label, 5)
