"""Publish the chosen cover photo to the album; publishing is also an export from the folder."""
import clauz3
from clauz3 import FilePath
from tools.darkroom.trusted import contracts as darkroom
from tools.darkroom.trusted.effects import publish


@clauz3.guarantee(darkroom.publishes_only([FilePath("rolls/r12/cover.jpg")]))
@clauz3.guarantee(darkroom.exports_only_from(clauz3.DirectoryPath("./rolls")))
def main() -> None:
    publish("rolls/r12/cover.jpg", "summer")
