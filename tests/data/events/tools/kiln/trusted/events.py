"""Events of the test kiln: a small hierarchy (a Purge is also a Vent)."""
from clauz3.events import Event


class Heat(Event):
    chamber: str
    degrees: int


class Vent(Event):
    chamber: str


class Purge(Vent): ...


class Seal(Event):
    chamber: str
