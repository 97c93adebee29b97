"""Print as many copies as asked, capped at five: five copies break the precondition."""
import clauz3
from tools.darkroom.trusted import contracts as darkroom
from tools.darkroom.trusted.effects import print_photo


@clauz3.guarantee(darkroom.keeps_everything(1))
def main(copies: int) -> None:
    if copies > 0:
        print_photo("rolls/r3/harbour.png", min(copies, 5))
