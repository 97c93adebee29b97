from tools.garden.trusted.effects import water
from clauz3.spec import ContractSpec, contract, effect

Water = effect(water)


@contract(description="At most {litres} litres are poured in total.")
def total_water_at_most(litres: int) -> ContractSpec:
    return Water.sum(lambda w: w.litres) <= litres


@contract(description="Water is poured at most {n} times.")
def waterings_at_most(n: int) -> ContractSpec:
    return Water.count() <= n


@contract(description="Only the beds {beds} are watered.")
def only_beds(beds: list[str]) -> ContractSpec:
    return Water.all(lambda w: w.bed in beds)
