import clauz3

from .limits import within


@clauz3.requires(lambda n: within(n))
@clauz3.trusted
def ring(n: int) -> None:
    """Rings the bell n times."""
    ...
