"""Patient movements on the bed board: admissions and transfers are both moves."""
from clauz3.events import Event


class Move(Event):
    mrn: str
    ward: str


class Transfer(Move): ...


class Admission(Move): ...


class Discharge(Event):
    mrn: str
    ward: str
