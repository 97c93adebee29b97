import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.contracts import both
from tools.garden.trusted.effects import soil_moisture, water


@clauz3.guarantee(garden.only_beds(["east", "west"]))
@clauz3.guarantee(garden.total_water_at_most(litres=50))
@clauz3.guarantee(garden.at_most_calls())
@clauz3.guarantee(garden.each_bed_once())
@clauz3.guarantee(garden.nobody_told())
@clauz3.guarantee(both(["east", "west"], 50))
@clauz3.guarantee(garden.under_module_limit())
@clauz3.guarantee(garden.no_guarantees())
def main() -> None:
    m = soil_moisture("east")
    if m < 40:
        water("east", 10)
    water("west", 40 - m if m < 40 else 5)
