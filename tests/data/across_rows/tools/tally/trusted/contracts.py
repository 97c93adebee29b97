from clauz3 import ContractSpec, contract
from clauz3.spec import effect

from tools.tally.trusted.effects import send


@contract
def ids_distinct() -> ContractSpec:
    """No id is sent twice."""
    return effect(send).distinct(lambda s: s.id)


@contract
def id_total_at_most(n: int) -> ContractSpec:
    """The ids sent add up to at most {n}."""
    return effect(send).sum(lambda s: s.id) <= n
