import clauz3


@clauz3.trusted
def open_valve(valve: str) -> None: ...


@clauz3.trusted
def close_valve(valve: str) -> None: ...


@clauz3.trusted
def notify(text: str) -> None: ...
