import clauz3


@clauz3.trusted
def water(bed: str, litres: int) -> None: ...
