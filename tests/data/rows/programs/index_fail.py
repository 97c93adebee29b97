import clauz3
from tools.pantry.trusted.effects import find_jars, take


def main() -> None:
    """The query may return nothing."""
    jars = find_jars("low")
    first = jars[0]
    if first.grams >= 5:
        take(first.label, 5)
