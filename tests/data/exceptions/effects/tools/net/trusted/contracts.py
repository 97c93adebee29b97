"""What a person may ask of a program that records statuses."""
from clauz3.spec import ContractSpec, contract, effect

from tools.net.trusted.effects import record

Records = effect(record)


@contract(description="Every recorded status is below {limit}.")
def statuses_below(limit: int) -> ContractSpec:
    return Records.all(lambda r: r.status < limit)


@contract(description="At least {n} statuses are recorded.")
def records_at_least(n: int) -> ContractSpec:
    return Records.count() >= n
