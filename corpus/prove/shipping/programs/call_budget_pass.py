"""Weigh, label and ship one parcel: three trusted calls within the default budget of four."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import label, ship, weigh


@clauz3.guarantee(ship_c.calls_at_most())
def main() -> None:
    grams = weigh("PX-8001")
    label("PX-8001", "FR")
    if 0 < grams <= 30_000:
        ship("PX-8001", "post", grams)
