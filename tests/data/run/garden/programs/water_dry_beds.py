import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import moisture, water


@clauz3.guarantee(garden.total_water_at_most(30))
@clauz3.guarantee(garden.only_beds(["a", "b"]))
def main() -> int:
    poured = 0
    for bed in ["a", "b"]:
        if moisture(bed) < 50:
            water(bed, 10)
            poured += 10
    water(bed="b", litres=5)
    print(f"poured {poured + 5} litres")
    return poured + 5
