import clauz3


@clauz3.requires(lambda line: "%s" % line != "")
@clauz3.trusted
def write(line: str) -> None: ...
