"""Ship only after customs clears, yet promise more than zero shipments."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import customs_ok, ship


@clauz3.guarantee(ship_c.shipments_more_than(0))
def main() -> None:
    if customs_ok("PX-1201", "US"):
        ship("PX-1201", "courier", 3_000)
