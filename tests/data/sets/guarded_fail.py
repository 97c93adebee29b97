import clauz3
from tools.beds.trusted.effects import water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(1))
def main(a: int, b: int) -> None:
    """Waters when the three items differ and again when they sum past 20: twice at most."""
    s = {a, b, 7}
    if len(s) == 3:
        water("rose", 1)
    if sum(s) > 20:
        water("fern", 1)
