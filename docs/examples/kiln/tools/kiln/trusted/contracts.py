from clauz3.spec import ContractSpec, contract

from tools.kiln.trusted.events import Heat, Vent


@contract(description="Nothing is vented.")
def no_venting() -> ContractSpec:
    return Vent.empty()


@contract(description="At most {limit} degrees of heat in total, by any effect.")
def heat_at_most(limit: int) -> ContractSpec:
    return Heat.sum(lambda h: h.degrees) <= limit
