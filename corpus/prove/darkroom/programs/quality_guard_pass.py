"""Export at a quality the caller picks, clamped into 1..100 first: the precondition holds."""
import clauz3
from tools.darkroom.trusted import contracts as darkroom
from tools.darkroom.trusted.effects import export_photo


@clauz3.guarantee(darkroom.keeps_everything(1))
def main(quality: int) -> None:
    q = min(max(quality, 1), 100)
    export_photo("rolls/r1/a.jpg", q)
