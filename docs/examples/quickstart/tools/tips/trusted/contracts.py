from tools.tips.trusted.effects import tip
from clauz3.spec import ContractSpec, contract, effect

Tip = effect(tip)


@contract(description="At most {cents} cents are tipped in total.")
def tips_at_most(cents: int) -> ContractSpec:
    return Tip.sum(lambda t: t.cents) <= cents
