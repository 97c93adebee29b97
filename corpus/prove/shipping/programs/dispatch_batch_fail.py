"""A third parcel pushes the batch past 12 kg."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import ship


@clauz3.guarantee(ship_c.weight_at_most(grams=12_000))
def main() -> None:
    for parcel in ["PX-1001", "PX-1002", "PX-1003"]:
        ship(parcel, "post", 4_500)
