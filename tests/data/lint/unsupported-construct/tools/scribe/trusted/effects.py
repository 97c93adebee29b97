import clauz3


@clauz3.requires(lambda line: (n := len(line)) > 0)
@clauz3.trusted
def write(line: str) -> None: ...
