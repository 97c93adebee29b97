import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(2))
def main() -> None:
    """Watering stops once two beds are done."""
    done = 0
    for b in list_beds("east"):
        water(b, 1)
        done += 1
        if done == 2:
            break
