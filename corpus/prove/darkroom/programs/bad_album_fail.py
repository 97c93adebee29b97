"""Publish to an album named with a space: the precondition refuses it."""
import clauz3
from tools.darkroom.trusted import contracts as darkroom
from tools.darkroom.trusted.effects import publish


@clauz3.guarantee(darkroom.keeps_everything(5))
def main() -> None:
    publish("rolls/r1/a.jpg", "summer 24")
