import clauz3
from tools.greenhouse.trusted.effects import set_heater, reset
from tools.greenhouse.trusted import contracts


@clauz3.guarantee(contracts.heater_ends_at(2, 0))
@clauz3.guarantee(contracts.heaters_at_most(5))
def main(unit: int, level: int) -> None:
    if 0 <= level <= 10:
        set_heater(unit, level)
    if unit == 2:
        reset(2)
