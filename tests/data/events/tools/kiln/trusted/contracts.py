"""Contracts over the kiln's events."""
from clauz3.spec import ContractSpec, contract

from tools.kiln.trusted.events import Heat, Seal, Vent


@contract
def no_venting() -> ContractSpec:
    return Vent.empty()


@contract(description="At most {limit} degrees of heat in total.")
def heat_at_most(limit: int) -> ContractSpec:
    return Heat.sum(lambda h: h.degrees) <= limit


@contract
def heats_at_most(n: int) -> ContractSpec:
    return Heat.count() <= n


@contract
def only_chambers(names: list[str]) -> ContractSpec:
    return Heat.all(lambda h: h.chamber in names)


@contract
def each_chamber_heated_once() -> ContractSpec:
    return Heat.distinct(lambda h: h.chamber)


@contract
def hot_heats_at_most(threshold: int, n: int) -> ContractSpec:
    return Heat.where(lambda h: h.degrees >= threshold).count() <= n


@contract
def vented_a_heated_chamber() -> ContractSpec:
    return Vent.where(lambda v: v.chamber != "").shares_value(Heat, lambda e: e.chamber)


@contract
def never_sealed() -> ContractSpec:
    return Seal.empty()


@contract
def vents_at_most(n: int) -> ContractSpec:
    return Vent.count() <= n
