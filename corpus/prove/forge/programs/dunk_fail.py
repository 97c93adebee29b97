"""Dunk the work when f is large: a Dunk is a Quench, so no_quench fails."""
import clauz3
from tools.forge.trusted import contracts as forge
from tools.forge.trusted.effects import dunk


@clauz3.guarantee(forge.no_quench())
def main(f: int) -> None:
    if f > 3:
        dunk("x")
