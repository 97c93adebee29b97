"""Stock movements in the kitchen: wasted stock is drawn from stock too."""
from clauz3.events import Event


class Draw(Event):
    item: str
    grams: int


class Waste(Draw): ...


class Fire(Event):
    ticket: str
