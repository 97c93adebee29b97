import clauz3
from clauz3.fluent import effect, fluent

ValveShut = fluent("valve_shut", key=str, value=bool, initial=True)
Heater = fluent("heater_level", key=int, value=int, initial=0)


@clauz3.trusted
@effect(lambda valve: ValveShut.set(valve, False))
def open_valve(valve: str) -> None: ...


@clauz3.trusted
@effect(lambda valve: ValveShut.set(valve, True))
def shut_valve(valve: str) -> None: ...


@clauz3.requires(lambda unit, level: 0 <= level <= 10)
@clauz3.trusted
@effect(lambda unit, level: Heater.set(unit, level))
def set_heater(unit: int, level: int) -> None: ...


@clauz3.trusted
@effect(lambda unit: [Heater.set(unit, 0), ValveShut.set("main", True)])
def reset(unit: int) -> None: ...
