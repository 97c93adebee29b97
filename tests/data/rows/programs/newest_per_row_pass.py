import clauz3
from tools.pantry.trusted.effects import find_jars, newest, take


def main() -> None:
    for j in find_jars("low"):
        n = newest(j.label)
        if n.sealed and n.grams >= 0:
            take(n.label, n.grams)
