"""An original with a witness and, only for a confidential one, its copy: two shreds at most."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import shred, witnessed_shred


@clauz3.guarantee(archive.shreds_at_most(2))
@clauz3.guarantee(archive.witnesses_only(["officer-ng", "officer-roy"]))
def main(doc_id: str, confidential: bool) -> None:
    if confidential:
        witnessed_shred(doc_id, "officer-roy")
        shred(doc_id + "-copy", "copy of a destroyed original")
    else:
        witnessed_shred(doc_id, "officer-ng")
