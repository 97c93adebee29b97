import clauz3


@clauz3.trusted
def write(line: str) -> None: ...
