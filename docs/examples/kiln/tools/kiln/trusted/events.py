from clauz3.events import Event


class Heat(Event):
    chamber: str
    degrees: int


class Vent(Event):
    chamber: str


class Purge(Vent): ...  # a Purge is also a Vent
