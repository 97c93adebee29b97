"""Erase a rejected photo relying on the default `confirm`: the guarantee must see it stated."""
import clauz3
from tools.darkroom.trusted import contracts as darkroom
from tools.darkroom.trusted.effects import erase


@clauz3.guarantee(darkroom.erases_only_confirmed())
def main() -> None:
    erase("rolls/r1/blurred.jpg")
