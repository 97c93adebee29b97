import clauz3
from tools.pantry.trusted.effects import find_jars, newest, take


def main() -> None:
    """Guarded by the length; a single row result too."""
    jars = find_jars("low")
    if len(jars) > 0 and jars[0].grams >= 5:
        take(jars[0].label, 5)
    n = newest("top")
    if n.grams > 0 and n == n:
        take(n.label, n.grams)
