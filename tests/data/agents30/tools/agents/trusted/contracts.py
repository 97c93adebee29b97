"""What an approver may ask of a corpus program."""
from tools.agents.trusted.effects import alert, pay, send

from clauz3.spec import ContractSpec, contract, effect

Pay = effect(pay)
Send = effect(send)
Alert = effect(alert)


@contract
def pays_at_most(n: int) -> ContractSpec:
    return Pay.count() <= n


@contract
def total_at_most(cents: int) -> ContractSpec:
    return Pay.sum(lambda p: p.amount) <= cents


@contract
def only_to(payees: list[str]) -> ContractSpec:
    return Pay.all(lambda p: p.to in payees)


@contract
def no_alerts() -> ContractSpec:
    return Alert.empty()


@contract
def sends_at_most(n: int) -> ContractSpec:
    return Send.count() <= n
