import clauz3
from tools.greenhouse.trusted.effects import open_valve, shut_valve, set_heater
from tools.greenhouse.trusted import contracts


@clauz3.guarantee(contracts.heater_ends_at(1, 4))
@clauz3.guarantee(contracts.every_valve_shut_at_end())
@clauz3.guarantee(contracts.heaters_at_most(9))
def main(cold: bool) -> None:
    open_valve("mist")
    if cold:
        set_heater(1, 9)
    set_heater(1, 4)
    shut_valve("mist")
