from clauz3.spec import ContractSpec, contract, effect

from tools.shop.trusted.effects import pay

Pay = effect(pay)
Refund = effect("refund")


@contract(description="At most {total} is paid.")
def paid_at_most(total: int, payee: str) -> ContractSpec:
    return Pay.sum(lambda p: p.amount) <= total
