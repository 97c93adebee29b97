"""Events of the cloud inventory: a termination also stops the instance."""
from clauz3.events import Event


class Stop(Event):
    instance_id: str


class Terminate(Stop): ...


class Snapshot(Event):
    volume_id: str
