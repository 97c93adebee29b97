import clauz3
from clauz3.fluent import effect, fluent

Temperature = fluent("temperature", key=str, value=float, initial=0.0)


@clauz3.trusted
def open_valve(valve: str) -> None: ...
