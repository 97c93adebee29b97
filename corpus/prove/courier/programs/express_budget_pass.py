"""Send two parcels express at 15 each: within the 30 budget and the two-express limit."""
import clauz3
from tools.courier.trusted import contracts as courier
from tools.courier.trusted.effects import express


@clauz3.guarantee(courier.fees_at_most(30))
@clauz3.guarantee(courier.express_at_most(2))
def main() -> None:
    express("P-2001", "south", 15)
    express("P-2002", "harbour", 15)
