"""Dispatch on any caller-named route: routes outside EU- break the prefix contract."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import dispatch


@clauz3.guarantee(fleet.routes_prefixed("EU-"))
def main(route: str) -> None:
    dispatch("t2", route, 400)
