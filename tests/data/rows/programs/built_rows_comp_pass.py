import clauz3
from tools.pantry.trusted import contracts as pantry
from tools.pantry.trusted.effects import find_jars, store, take


@clauz3.guarantee(pantry.at_most_takes(10))
def main() -> None:
    """A comprehension of jars is no longer than the query."""
    full = [j for j in find_jars("top") if j.grams > 100]
    for j in full:
        take(j.label, 100)
