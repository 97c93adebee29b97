import clauz3


@clauz3.requires(lambda bed, litres: litres > 0, message="water at least one litre")
@clauz3.trusted
def water(bed: str, litres: int) -> None: ...
