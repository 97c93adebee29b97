"""Label a parcel for Germany and ship it: a shipped parcel is labelled."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import label, ship


@clauz3.guarantee(ship_c.shipped_parcels_labelled())
def main() -> None:
    label("PX-3001", "DE")
    ship("PX-3001", "post", 800)
