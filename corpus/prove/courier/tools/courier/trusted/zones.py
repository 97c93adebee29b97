"""Delivery zones and parcel ids: plain helpers for preconditions and contracts."""

ZONES = ("north", "south", "harbour")
MAX_FEE = 40


def in_zone(zone: str) -> bool:
    return zone in ZONES


def is_parcel_id(parcel: str) -> bool:
    """Parcel ids look like `P-` then at least three characters."""
    return parcel.startswith("P-") and len(parcel) >= 5
