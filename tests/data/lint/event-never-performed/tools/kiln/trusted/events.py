from clauz3.events import Event


class Heat(Event):
    chamber: str


class Seal(Event):
    chamber: str
