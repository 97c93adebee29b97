import clauz3


@clauz3.trusted
def poke() -> int: ...
