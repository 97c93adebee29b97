"""Dispatch a parcel and then send it express as well: it leaves twice."""
import clauz3
from tools.courier.trusted import contracts as courier
from tools.courier.trusted.effects import dispatch, express


@clauz3.guarantee(courier.each_parcel_once())
def main() -> None:
    dispatch("P-1001", "north")
    express("P-1001", "north", 12)
