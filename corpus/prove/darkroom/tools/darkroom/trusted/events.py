"""What the darkroom's effects do to photos."""
from clauz3.events import Event


class Export(Event):
    path: str


class Publish(Export):
    album: str


class Erase(Event):
    path: str
