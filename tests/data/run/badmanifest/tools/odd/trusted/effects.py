import clauz3


@clauz3.trusted
def ping() -> None: ...
