import clauz3
from tools.beds.trusted.effects import list_beds, water


def dose(bed):
    return 5


def main() -> None:
    dose.given = 0
    for bed in list_beds("east"):
        dose.given += 1
        water(bed, dose(bed) + dose.given)
