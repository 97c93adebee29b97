import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(1))
def main() -> None:
    """A count of the named beds (at most eight) is a valid amount of water."""
    named = 0
    for b in list_beds("east"):
        if b != "":
            named += 1
    if named > 0:
        water("a", named)
