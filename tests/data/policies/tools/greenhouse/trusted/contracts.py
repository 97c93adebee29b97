"""Contracts of the test greenhouse."""
from tools.greenhouse.trusted.effects import notify, open_valve

from clauz3.spec import ContractSpec, contract, effect

Open = effect(open_valve)


@contract
def opens_at_most_two() -> ContractSpec:
    return Open.count() <= 2


@contract
def only_valves(names: list[str]) -> ContractSpec:
    return Open.all(lambda o: o.valve in names)


@contract
def quiet() -> ContractSpec:
    return effect(notify).empty()
