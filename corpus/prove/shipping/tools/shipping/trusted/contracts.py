"""Contract helpers for the `shipping` domain."""
from clauz3.spec import ConjunctionSpec, ContractSpec, contract, effect

from tools.shipping.trusted.effects import hold, insure, ship

Shipments = effect(ship)
Labels = effect("label")
Holds = effect(hold)
Parcels = effect(ship, hold)
Insurance = effect("insure")
Everything = effect()


@contract
def carriers_only(carriers: list[str]) -> ContractSpec:
    return Shipments.all(lambda s: s.carrier in carriers)


@contract(description="At most {grams} grams leave the warehouse.")
def weight_at_most(grams: int) -> ContractSpec:
    return Shipments.sum(lambda s: s.grams) <= grams


@contract
def ship_each_once() -> ContractSpec:
    return Shipments.distinct(lambda s: s.parcel)


@contract(description="Parcels over {grams} grams go with {carrier}.")
def heavy_via(carrier: str, grams: int = 20_000) -> ContractSpec:
    return Shipments.where(lambda s: s.grams > grams).all(lambda s: s.carrier == carrier)


@contract
def no_holds() -> ContractSpec:
    return Holds.empty()


@contract
def shipped_parcels_labelled() -> ContractSpec:
    sent = Shipments.where(lambda s: s.grams > 0)
    labelled = Labels.where(lambda l: len(l.country) == 2)
    return sent.shares_value(labelled, lambda e: e.parcel)


@contract
def shipments_more_than(n: int) -> ContractSpec:
    return Shipments.count() > n


@contract
def countries_only(countries: list[str]) -> ContractSpec:
    return Labels.all(lambda l: l.country in countries)


@contract
def insured_at_most(cents: int) -> ContractSpec:
    return Insurance.sum(lambda i: i.cents) <= cents


@contract(description="The run makes at most {calls} trusted calls.")
def calls_at_most(calls: int = 4) -> ContractSpec:
    return Everything.count() <= calls


@contract
def real_parcels_only(prefix: str = "PX-") -> ContractSpec:
    return Parcels.all(lambda p: p.parcel.startswith(prefix) and not p.parcel.endswith("-TEST"))


@contract
def careful_dispatch(carriers: list[str], grams: int, holds: int = 0) -> ContractSpec:
    return ConjunctionSpec((
        Shipments.all(lambda s: s.carrier in carriers),
        Shipments.sum(lambda s: s.grams) <= grams,
        Holds.count() <= holds,
        Shipments.distinct(lambda s: s.parcel),
    ))
