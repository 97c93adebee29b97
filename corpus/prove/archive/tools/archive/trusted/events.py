"""Events of the records archive: a witnessed shred is still a shred."""
from clauz3.events import Event


class Shred(Event):
    doc_id: str


class WitnessedShred(Shred):
    witness: str


class Boxed(Event):
    doc_id: str
    box: str
