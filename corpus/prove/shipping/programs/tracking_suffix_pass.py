"""Take the numeric part of a parcel id with split, and hold only real parcels."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import hold


@clauz3.guarantee(ship_c.real_parcels_only("PX-"))
def main() -> None:
    parts = "PX-9001".split("-")
    hold("PX-" + parts[1], "awaiting pickup")
