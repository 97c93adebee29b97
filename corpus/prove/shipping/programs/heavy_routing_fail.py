"""Send every parcel up to 30 kg by post, so heavy ones do not go by freight."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import ship, weigh


@clauz3.guarantee(ship_c.heavy_via("freight", grams=20_000))
def main() -> None:
    grams = weigh("PX-2001")
    if 0 < grams <= 30_000:
        ship("PX-2001", "post", grams)
