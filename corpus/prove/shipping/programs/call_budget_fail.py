"""Quoting two carriers before shipping makes five trusted calls, over a budget of four."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import label, rate, ship


@clauz3.guarantee(ship_c.calls_at_most(calls=4))
def main() -> None:
    post = rate("post", 1_500)
    courier = rate("courier", 1_500)
    label("PX-8002", "FR")
    if post <= courier:
        ship("PX-8002", "post", 1_500)
    else:
        ship("PX-8002", "courier", 1_500)
    ship("PX-8003", "post", 300)
