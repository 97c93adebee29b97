"""Admit a patient and transfer another under a single-move cap: an admission is a move too."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import admit, transfer


@clauz3.guarantee(board.moves_at_most(1))
def main(arriving: str, moving: str) -> None:
    admit(arriving, "amu")
    transfer(moving, "amu", "ward-7")
