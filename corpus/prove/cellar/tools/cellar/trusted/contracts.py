"""Contracts of the wine cellar: climate, reserve bottles and how many are opened."""
from clauz3.spec import ContractSpec, contract, effect

from tools.cellar.trusted.effects import Racked, Temperature, uncork
from tools.cellar.trusted.rules import checked_range, is_label

Uncorked = effect(uncork)


@contract(description="Every rack is left between {low} and {high} C.")
def kept_between(low: int, high: int) -> ContractSpec:
    low, high = checked_range(low, high)
    return Temperature.final.all(lambda t: low <= t.value <= high)


@contract(description="Bottle {label} is still on its rack at the end.")
def still_racked(label: str) -> ContractSpec:
    if not is_label(label):
        raise ValueError(f"{label!r} is not a bottle label")
    return Racked.final[label] == True


@contract(description="At most {n} bottles are uncorked.")
def uncorks_at_most(n: int) -> ContractSpec:
    return Uncorked.count() <= n
