import clauz3
from clauz3.fluent import effect, fluent

ValveShut = fluent("valve_shut", key=str, value=bool, initial=True)


@clauz3.trusted
@effect(lambda valve: ValveShut.set(valve, False))
def open_valve(valve: str) -> None: ...


@clauz3.trusted
@effect(lambda valve: ValveShut.set(valve, True))
def close_valve(valve: str) -> None: ...
