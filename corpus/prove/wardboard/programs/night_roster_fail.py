"""Roster as many nurses as the caller asks on a ward: one nurse leaves it below the minimum of two."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import set_staffing


@clauz3.guarantee(board.every_ward_staffed(2))
def main(ward: str, nurses: int) -> None:
    if 1 <= nurses <= 6:
        set_staffing(ward, nurses)
    set_staffing("icu", 4)
