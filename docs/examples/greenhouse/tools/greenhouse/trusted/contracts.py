from tools.greenhouse.trusted.effects import ValveShut, open_valve
from clauz3.spec import ContractSpec, contract, effect

Open = effect(open_valve)


@contract(description="Every valve is shut when the run ends.")
def every_valve_shut_at_end() -> ContractSpec:
    return ValveShut.final.all(lambda v: v.value == True)


@contract(description="At most two valves are opened.")
def opens_at_most_two() -> ContractSpec:
    return Open.count() <= 2
