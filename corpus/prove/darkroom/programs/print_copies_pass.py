"""Print as many copies as asked, capped at four: the copies precondition holds."""
import clauz3
from tools.darkroom.trusted import contracts as darkroom
from tools.darkroom.trusted.effects import print_photo


@clauz3.guarantee(darkroom.keeps_everything(1))
def main(copies: int) -> None:
    if copies > 0:
        print_photo("rolls/r3/harbour.png", min(copies, 4))
