"""Ship two parcels with approved carriers, 12 kg in total at most."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import ship


@clauz3.guarantee(ship_c.carriers_only(["post", "freight"]))
@clauz3.guarantee(ship_c.weight_at_most(12_000))
def main() -> None:
    ship("PX-1001", "post", 2_500)
    ship("PX-1002", "freight", 9_000)
