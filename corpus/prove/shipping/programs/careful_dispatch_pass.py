"""A nested helper ships two parcels under a four-part conjunction contract."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import label, ship


@clauz3.guarantee(ship_c.careful_dispatch(["post"], 5_000))
@clauz3.guarantee(ship_c.shipments_more_than(1))
def main() -> None:
    def send(parcel: str, grams: int) -> None:
        label(parcel, "NL")
        ship(parcel, "post", grams)

    send("PX-1101", 2_000)
    send("PX-1102", 2_500)
