import clauz3
from tools.beds.trusted.effects import list_beds, water


def main(zone: str) -> None:
    done = ["start"]
    for bed in list_beds(zone):
        done.reverse()
        water(bed, 1)
