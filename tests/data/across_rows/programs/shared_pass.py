import clauz3
from tools.tally.trusted.effects import numbers, score, send, words
from tools.tally.trusted import contracts as tally


@clauz3.guarantee(tally.ids_distinct())
def main() -> None:
    """A value made before the loop is the same for every row."""
    ns = numbers("a")
    bs = words("b")
    k = len(bs[0].strip()) if bs else 0
    if len(ns) == 2 and ns[0] == 0 and ns[1] == 1:
        for n in ns:
            send(n + k)
