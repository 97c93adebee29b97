import clauz3
from tools.pantry.trusted.effects import find_jars, read_any, take
from tools.pantry.trusted.schemas import Jar


def main() -> None:
    """An inner row's weight may be negative."""
    for j in find_jars("low"):
        for k in read_any(Jar, j.label):
            take(k.label, k.grams)
