import clauz3


@clauz3.ensures(lambda result: len(result) <= 8)
@clauz3.trusted
def list_beds(zone: str) -> list[str]:
    """At most eight bed names of a zone."""
    return []


@clauz3.trusted
def sensor_levels(zone: str) -> list[int]:
    """Unbounded: no count over it can be bounded."""
    return []


@clauz3.requires(lambda bed, litres: 0 < litres <= 10, message="one to ten litres")
@clauz3.trusted
def water(bed: str, litres: int) -> None:
    return None


@clauz3.trusted
def soil(bed: str) -> int:
    return 0
