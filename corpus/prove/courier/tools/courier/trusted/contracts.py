"""Contracts of the courier: where parcels go, how many go express, each parcel once."""
from clauz3.spec import ContractSpec, contract

from tools.courier.trusted import zones
from tools.courier.trusted.events import Dispatch, Express


def _zones(spec: str) -> list[str]:
    """`"north, South"` is `["north", "south"]`; every name must be a known zone."""
    names = [part.strip().lower() for part in spec.split(",") if part.strip()]
    if not names:
        raise ValueError("name at least one zone")
    for name in names:
        if not zones.in_zone(name):
            raise ValueError(f"unknown zone {name!r}")
    return names


@contract(description="Parcels go only to the zones {zones}.")
def only_zones(zones: str) -> ContractSpec:
    allowed = _zones(zones)
    return Dispatch.all(lambda d: d.zone in allowed)


@contract(description="At most {n} parcels go express.")
def express_at_most(n: int) -> ContractSpec:
    if type(n) is not int or n < 0:
        raise TypeError("n must be a count")
    return Express.count() <= n


@contract(description="Express fees add up to at most {total}.")
def fees_at_most(total: int) -> ContractSpec:
    if total > 2 * zones.MAX_FEE:
        raise ValueError(f"a budget above {2 * zones.MAX_FEE} is not a limit")
    return Express.sum(lambda e: e.fee) <= total


@contract(description="No parcel is sent twice.")
def each_parcel_once() -> ContractSpec:
    return Dispatch.distinct(lambda d: d.parcel)
