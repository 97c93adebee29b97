"""Trusted effects of the courier: waiting parcels, dispatches and express runs."""
import clauz3 as c3
from clauz3.events import performs as performing

from tools.courier.trusted import in_zone
from tools.courier.trusted import zones as z
from tools.courier.trusted.events import Dispatch, Express


@c3.ensures(lambda result: len(result) <= 6)
@c3.trusted
def waiting(zone: str) -> list[str]:
    """Ids of the parcels waiting for a zone (at most six)."""
    ...


@c3.requires(lambda parcel, zone: in_zone(zone), message="a known zone")
@c3.requires(lambda parcel, zone: z.is_parcel_id(parcel), message="a parcel id")
@c3.trusted
@performing(lambda parcel, zone: Dispatch(parcel, zone))
def dispatch(parcel: str, zone: str) -> None:
    """Send a parcel out with the next van."""
    ...


@c3.requires(lambda parcel, zone, fee: in_zone(zone) and 0 < fee <= z.MAX_FEE, message="a known zone, a fee up to the cap")
@c3.trusted
@performing(lambda parcel, zone, fee: Express(parcel, zone, fee))
def express(parcel: str, zone: str, fee: int) -> None:
    """Send a parcel by motorbike, for a fee."""
    ...
