from clauz3.spec import ContractSpec, contract, effect

Mow = effect("mow")


@contract
def never_mows() -> ContractSpec:
    return Mow.empty()
