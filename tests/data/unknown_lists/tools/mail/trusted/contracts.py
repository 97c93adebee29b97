"""What an approver may ask of a mailing program."""
from tools.mail.trusted.effects import send_all

from clauz3.spec import ContractSpec, contract, effect

SendAll = effect(send_all)


@contract
def at_most_recipients(n: int) -> ContractSpec:
    return SendAll.all(lambda s: len(s.to) <= n)
