"""Events of the forge."""
import clauz3.events
import clauz3.events as ev


class Strike(clauz3.events.Event):
    anvil: str
    force: int


class Quench(ev.Event):
    anvil: str


class Dunk(Quench):
    """A deep quench."""
