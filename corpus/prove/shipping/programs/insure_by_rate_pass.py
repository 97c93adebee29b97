"""Insure a parcel for twenty times its postage; the rate's bound keeps cover legal."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import insure, rate


@clauz3.guarantee(ship_c.insured_at_most(100_000))
def main() -> None:
    postage = rate("post", 2_000)
    insure("PX-7001", postage * 20)
