import os

from clauz3.spec import ContractSpec, contract, effect

from tools.garden.trusted.effects import water

Water = effect(water)


@contract
def at_most(litres: int) -> ContractSpec:
    return Water.sum(lambda w: w.litres) <= litres
