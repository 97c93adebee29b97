import clauz3
from tools.greenhouse.trusted.effects import set_heater, reset
from tools.greenhouse.trusted import contracts


@clauz3.guarantee(contracts.heater_not_at(1, 0))
def main(x: int) -> None:
    set_heater(1, 3)
    if x > 5:
        reset(1)
