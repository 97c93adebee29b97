"""Lift isolation only on a negative swab: a positive one leaves the side room isolated."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import end_isolation, start_isolation


@clauz3.guarantee(board.no_isolation_left())
def main(swab_positive: bool) -> None:
    start_isolation("SR-2")
    if not swab_positive:
        end_isolation("SR-2")
