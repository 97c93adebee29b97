"""Shred search hits from two queries but promise at most ten shreds."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import search, shred
from tools.archive.trusted.schemas import Document


@clauz3.guarantee(archive.shreds_at_most(10))
def main() -> None:
    for hit in search(Document, "owner:jkowalski"):
        shred(hit.doc_id, "owner left in 2019")
    for hit in search(Document, "tag:duplicate"):
        if hit.age_days > 90:
            shred(hit.doc_id, "duplicate")
