"""What an approver can ask of a texting program."""
from tools.sms.trusted.effects import send_text

from clauz3.spec import ContractSpec, contract, effect

Texts = effect(send_text)


@contract(description="Texts go only to {numbers}.")
def only_numbers(numbers: list[str]) -> ContractSpec:
    """Every text goes to one of `numbers`."""
    return Texts.all(lambda t: t.phone in numbers)


@contract
def texts_at_most(n: int = 3) -> ContractSpec:
    """At most `n` texts in one run.

    Counts every call of send_text, on every path.
    """
    return Texts.count() <= n


@contract
def nothing_urgent() -> ContractSpec:
    return Texts.all(lambda t: not t.urgent)
