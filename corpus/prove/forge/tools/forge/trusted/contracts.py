from clauz3.spec import ContractSpec, contract, effect
from .events import Strike, Quench
from .effects import Lit, strike


@contract
def strikes_at_most(n: int) -> ContractSpec:
    """At most {n} strikes."""
    return Strike.count() <= n


@contract
def no_quench() -> ContractSpec:
    return Quench.empty()


@contract
def all_doused() -> ContractSpec:
    return Lit.final.all(lambda d: d.value == False)


@contract
def light_strikes() -> ContractSpec:
    return effect(strike).all(lambda s: s.force <= 10)
