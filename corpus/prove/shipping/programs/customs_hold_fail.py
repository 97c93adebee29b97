"""Hold a parcel that fails customs, although the run promised no holds."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import customs_ok, hold, ship


@clauz3.guarantee(ship_c.no_holds())
def main() -> None:
    if customs_ok("PX-5001", "CH"):
        ship("PX-5001", "post", 1_200)
    else:
        hold("PX-5001", "customs")
