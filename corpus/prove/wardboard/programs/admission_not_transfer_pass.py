"""Admit one patient and transfer another: only the transfer counts against a one-transfer cap."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import admit, transfer


@clauz3.guarantee(board.transfers_at_most(1))
@clauz3.guarantee(board.moves_at_most(2))
def main(arriving: str, moving: str) -> None:
    admit(arriving, "amu")
    transfer(moving, "amu", "ward-7")
