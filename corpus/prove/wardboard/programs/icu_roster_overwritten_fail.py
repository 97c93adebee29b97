"""Set ICU to four nurses, then roster the caller's ward last: if that ward is ICU, the last write wins."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import set_staffing


@clauz3.guarantee(board.ward_staffed_with("icu", 4))
def main(ward: str) -> None:
    set_staffing("icu", 4)
    set_staffing(ward, 3)
