import clauz3
from clauz3.fluent import effect, fluent

Light = fluent("light", key=str, value=float, initial=0.0)
Door = fluent("door", key=str, value=bool, initial=True)


@clauz3.trusted
@effect(lambda door: Door.set(door.upper(), False))
def open_door(door: str) -> None: ...


@clauz3.trusted
@effect(lambda room: Door.set(room, True))
def shut_door(door: str) -> None: ...
