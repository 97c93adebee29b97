import clauz3


@clauz3.requires(lambda line: line != memoryview(b""))
@clauz3.trusted
def write(line: str) -> None: ...
