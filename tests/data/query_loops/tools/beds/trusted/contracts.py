from clauz3 import ContractSpec, contract
from clauz3.spec import effect

from tools.beds.trusted.effects import water


@contract
def at_most_waterings(n: int) -> ContractSpec:
    """At most {n} waterings."""
    return effect(water).count() <= n


@contract
def at_least_waterings(n: int) -> ContractSpec:
    """At least {n} waterings."""
    return effect(water).count() >= n


@contract
def litres_cap(n: int) -> ContractSpec:
    """At most {n} litres in all."""
    return effect(water).sum(lambda w: w.litres) <= n


@contract
def each_bed_once() -> ContractSpec:
    """No bed is watered twice."""
    return effect(water).distinct(lambda w: w.bed)


@contract
def doses_at_most(n: int) -> ContractSpec:
    """Every watering is at most {n} litres."""
    return effect(water).all(lambda w: w.litres <= n)


@contract
def never_bed(name: str) -> ContractSpec:
    """{name} is never watered."""
    return effect(water).where(lambda w: w.bed == name).empty()
