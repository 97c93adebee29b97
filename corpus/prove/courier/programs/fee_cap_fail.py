"""Send express at a fee the caller sets, only checked positive: above 40 breaks the precondition."""
import clauz3
from tools.courier.trusted import contracts as courier
from tools.courier.trusted.effects import express


@clauz3.guarantee(courier.express_at_most(1))
def main(fee: int) -> None:
    if fee > 0:
        express("P-3001", "north", fee)
