import clauz3
from tools.tally.trusted.effects import numbers, score, send, words
from tools.tally.trusted import contracts as tally


@clauz3.guarantee(tally.ids_distinct())
def main() -> None:
    """The second send of the first row is the first of the second."""
    ns = numbers("a")
    if len(ns) == 2 and ns[0] == 0 and ns[1] == 100:
        for n in ns:
            send(n)
            send(n + 100)
