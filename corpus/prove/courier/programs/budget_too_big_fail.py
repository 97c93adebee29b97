"""Approve an express budget of 100, above two capped fees: the contract refuses the argument."""
import clauz3
from tools.courier.trusted import contracts as courier
from tools.courier.trusted.effects import express


@clauz3.guarantee(courier.fees_at_most(100))
def main() -> None:
    express("P-5001", "north", 10)
