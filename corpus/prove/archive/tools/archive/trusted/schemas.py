"""Row schemas of the records archive."""
import clauz3


class Folder(clauz3.Row):
    path: str
    department: str
    sealed: bool


class Document(clauz3.Row):
    doc_id: str
    owner: str
    age_days: int
    legal_hold: bool
