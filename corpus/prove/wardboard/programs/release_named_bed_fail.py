"""Take bed 4B-07, then release whatever bed the cleaner reports: it may be 4B-07 itself."""
import clauz3
from tools.wardboard.trusted import contracts as board
from tools.wardboard.trusted.effects import occupy_bed, release_bed


@clauz3.guarantee(board.bed_taken_at_end("4B-07"))
def main(cleaned: str) -> None:
    occupy_bed("4B-07")
    release_bed(cleaned)
