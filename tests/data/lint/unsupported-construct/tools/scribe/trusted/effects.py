import clauz3


@clauz3.requires(lambda line: line != bytearray())
@clauz3.trusted
def write(line: str) -> None: ...
