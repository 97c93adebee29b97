import clauz3
from tools.greenhouse.trusted.effects import open_valve, shut_valve, set_heater
from tools.greenhouse.trusted import contracts


@clauz3.guarantee(contracts.every_valve_shut_at_end())
@clauz3.guarantee(contracts.heaters_at_most(3))
def main(level: int) -> None:
    """Open and shut in a literal loop; a guarded heater level."""
    for v in ["mist", "drip"]:
        open_valve(v)
        if 0 <= level <= 3:
            set_heater(1, level)
        shut_valve(v)
