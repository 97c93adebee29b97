"""Export a photo named with a `..` segment: the plain-path precondition refuses it."""
import clauz3
from tools.darkroom.trusted import contracts as darkroom
from tools.darkroom.trusted.effects import export_photo


@clauz3.guarantee(darkroom.keeps_everything(1))
def main(name: str) -> None:
    if name.endswith(".jpg"):
        export_photo("rolls/" + name)
