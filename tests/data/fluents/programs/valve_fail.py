import clauz3
from tools.greenhouse.trusted.effects import open_valve, shut_valve, set_heater
from tools.greenhouse.trusted import contracts


@clauz3.guarantee(contracts.every_valve_shut_at_end())
def main(name: str) -> None:
    shut_valve("mist")
    open_valve(name)
