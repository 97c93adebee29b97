"""Dispatch on a caller-named route only when it starts with the EU- prefix."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import dispatch


@clauz3.guarantee(fleet.routes_prefixed("EU-"))
def main(route: str) -> None:
    if route.startswith("EU-"):
        dispatch("t2", route, 400)
