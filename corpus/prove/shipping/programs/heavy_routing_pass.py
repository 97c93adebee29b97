"""Weigh a parcel and send anything over 20 kg by freight, lighter ones by post."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import ship, weigh


@clauz3.guarantee(ship_c.heavy_via("freight"))
def main() -> None:
    grams = weigh("PX-2001")
    if 20_000 < grams <= 30_000:
        ship("PX-2001", "freight", grams)
    elif 0 < grams <= 20_000:
        ship("PX-2001", "post", grams)
