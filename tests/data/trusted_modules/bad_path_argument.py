import clauz3
from clauz3 import FilePath
from tools.darkroom.trusted import contracts as darkroom
from tools.darkroom.trusted.effects import publish


@clauz3.guarantee(darkroom.publishes_only([FilePath("rolls/../cover.jpg")]))
def main() -> None:
    publish("rolls/r12/cover.jpg", "summer")
