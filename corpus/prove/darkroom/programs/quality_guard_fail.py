"""Export at a quality the caller picks, only raised to 1: above 100 it breaks the precondition."""
import clauz3
from tools.darkroom.trusted import contracts as darkroom
from tools.darkroom.trusted.effects import export_photo


@clauz3.guarantee(darkroom.keeps_everything(1))
def main(quality: int) -> None:
    export_photo("rolls/r1/a.jpg", max(quality, 1))
