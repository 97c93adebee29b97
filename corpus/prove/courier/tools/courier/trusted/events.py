"""What a courier does with a parcel."""
from clauz3.events import Event


class Dispatch(Event):
    parcel: str
    zone: str


class Express(Dispatch):
    fee: int
