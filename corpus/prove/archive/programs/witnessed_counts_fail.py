"""A witnessed shred is a shred too: two destructions break a one-shred cap."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import shred, witnessed_shred


@clauz3.guarantee(archive.shreds_at_most(1))
def main(doc_id: str) -> None:
    witnessed_shred(doc_id, "officer-ng")
    shred(doc_id + "-copy", "copy of a destroyed original")
