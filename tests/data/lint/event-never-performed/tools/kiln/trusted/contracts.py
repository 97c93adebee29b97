from clauz3.spec import ContractSpec, contract

from tools.kiln.trusted.events import Heat, Seal


@contract
def heats_at_most(n: int) -> ContractSpec:
    return Heat.count() <= n


@contract
def never_sealed() -> ContractSpec:
    return Seal.empty()
