from tools.garden.trusted.effects import water
from clauz3.spec import ContractSpec, contract, effect

Water = effect(water)  # every call of `water` in a run


@contract(description="At most {litres} litres are poured in total.")
def total_water_at_most(litres: int) -> ContractSpec:
    return Water.sum(lambda w: w.litres) <= litres


@contract(description="Bed {bed} is never watered.")
def spares(bed: str) -> ContractSpec:
    return Water.all(lambda w: w.bed != bed)
