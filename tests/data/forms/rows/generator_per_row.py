import clauz3
from tools.beds.trusted.effects import list_beds, water


def litres(bed):
    yield 5 if len(bed) > 3 else 2


def main() -> None:
    for bed in list_beds("east"):
        for amount in litres(bed):
            water(bed, amount)
