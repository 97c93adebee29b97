from clauz3.spec import ContractSpec, contract, effect

from tools.garden.trusted.effects import water

Water = effect(water)


@contract(description="Only some beds are watered.")
def only_beds(names: list[str]) -> ContractSpec:
    return Water.all(lambda w: w.bed in names)
