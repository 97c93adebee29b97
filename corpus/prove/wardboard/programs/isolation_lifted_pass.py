"""Isolate a side room while a swab is pending, then lift it on either result."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import end_isolation, release_bed, start_isolation


@clauz3.guarantee(board.no_isolation_left())
def main(swab_positive: bool) -> None:
    start_isolation("SR-2")
    if swab_positive:
        end_isolation("SR-2")
        start_isolation("SR-5")
        end_isolation("SR-5")
    else:
        end_isolation("SR-2")
        release_bed("SR-2")
