"""Ship the parcel with post or with courier on exclusive branches: once either way."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import customs_ok, ship


@clauz3.guarantee(ship_c.ship_each_once())
@clauz3.guarantee(ship_c.real_parcels_only())
def main() -> None:
    if customs_ok("PX-6001", "NO"):
        ship("PX-6001", "post", 1_000)
    else:
        ship("PX-6001", "courier", 1_000)
