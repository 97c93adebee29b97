"""Contracts of the `ledger` domain: what an approver can ask of a payment program."""
from tools.ledger.trusted.effects import transfer

from clauz3.spec import ConjunctionSpec, ContractSpec, contract, effect

Transfer = effect(transfer)


@contract(description="Money is only paid to {payees}.")
def only_to(payees: list[str]) -> ContractSpec:
    return Transfer.all(lambda t: t.target in payees)


@contract(description="At most {cents} cents leave in total, in at most {count} transfers.")
def spend_at_most(cents: int, count: int) -> ContractSpec:
    return ConjunctionSpec((Transfer.sum(lambda t: t.amount) <= cents, Transfer.count() <= count))


@contract
def one_payment_per_payee() -> ContractSpec:
    return Transfer.distinct(lambda t: t.source + "->" + t.target)
