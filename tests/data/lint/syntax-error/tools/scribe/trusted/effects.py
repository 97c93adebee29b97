import clauz3


@clauz3.trusted
def write(line: str) -> None: ...


@clauz3.trusted
def erase(line: str -> None: ...
