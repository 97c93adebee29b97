import clauz3
from tools.beds.trusted.effects import list_beds, water


def litres():
    n = 1
    while True:
        yield n
        n += 4


def main() -> None:
    amounts = litres()
    for bed in list_beds("east"):
        for amount in amounts:
            water(bed, amount)
            break
