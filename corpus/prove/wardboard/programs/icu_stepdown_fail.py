"""Step stable ICU patients down, but promise at most ten transfers from a census of twelve."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import census, transfer


@clauz3.guarantee(board.transfers_at_most(10))
def main() -> None:
    for p in census("icu"):
        if p.acuity <= 2 and not p.infectious:
            transfer(p.mrn, "icu", "ward-4b")
