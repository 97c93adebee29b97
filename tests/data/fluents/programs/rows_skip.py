import clauz3
from tools.greenhouse.trusted.effects import open_valve, shut_valve
from tools.greenhouse.trusted import contracts


@clauz3.guarantee(contracts.every_valve_shut_at_end())
def main(valves: list[str]) -> None:
    for v in valves:
        shut_valve(v)
