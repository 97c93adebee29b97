"""Approve deliveries to a zone the courier does not serve: the contract refuses the argument."""
import clauz3
from tools.courier.trusted import contracts as courier
from tools.courier.trusted.effects import dispatch


@clauz3.guarantee(courier.only_zones("north, moon"))
def main() -> None:
    dispatch("P-4001", "north")
