import clauz3
from tools.beds.trusted.effects import list_beds, water


def main() -> None:
    """Every row adds three, whatever it holds: the count is exactly three per bed."""
    beds = list_beds("east")
    litres = 1
    for b in beds:
        litres += 2
        if b == "rose":
            print("a rose")
        litres += 1
    assert litres == 3 * len(beds) + 1
    if litres <= 10:
        water("a", litres)
