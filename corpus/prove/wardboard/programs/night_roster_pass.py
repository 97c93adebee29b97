"""Roster the night shift: ICU gets four nurses, a busy ward three, the rest keep the default two."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import set_staffing


@clauz3.guarantee(board.ward_staffed_with("icu", 4))
@clauz3.guarantee(board.every_ward_staffed(2))
def main(busy_ward: str, occupancy: int) -> None:
    if occupancy > 20:
        set_staffing(busy_ward, 3)
    set_staffing("icu", 4)
