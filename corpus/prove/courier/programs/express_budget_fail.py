"""Send express at a fee the caller sets, up to the cap: two of them can exceed 30."""
import clauz3
from tools.courier.trusted import contracts as courier
from tools.courier.trusted.effects import express


@clauz3.guarantee(courier.fees_at_most(30))
def main(fee: int) -> None:
    if 0 < fee <= 40:
        express("P-2001", "south", fee)
        express("P-2002", "harbour", fee)
