from tools.greenhouse.trusted.effects import ValveShut, Heater
from clauz3.spec import ContractSpec, contract


@contract
def every_valve_shut_at_end() -> ContractSpec:
    """Every valve is shut when the program ends."""
    return ValveShut.final.all(lambda v: v.value == True)


@contract
def heater_ends_at(unit: int, level: int) -> ContractSpec:
    """Heater {unit} ends at level {level}."""
    return Heater.final[unit] == level


@contract
def heater_not_at(unit: int, level: int) -> ContractSpec:
    """Heater {unit} does not end at level {level}."""
    return Heater.final[unit] != level


@contract
def heaters_at_most(level: int) -> ContractSpec:
    """No heater ends above {level}."""
    return Heater.final.all(lambda h: h.value <= level)
