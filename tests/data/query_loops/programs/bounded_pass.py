import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(8))
@clauz3.guarantee(beds.litres_cap(40))
@clauz3.guarantee(beds.doses_at_most(5))
def main() -> None:
    """Every row watered once with five litres: bounded by the query's length."""
    for b in list_beds("east"):
        water(b, 5)
