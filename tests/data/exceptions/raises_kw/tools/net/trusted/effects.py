"""A network effect that may time out, declared with clauz3's own `raises=`."""
import clauz3


@clauz3.ensures(lambda result: 100 <= result <= 599)
@clauz3.trusted(raises=[TimeoutError, ConnectionError])
def fetch(url: str) -> int:
    """The status code of a GET."""
    ...


@clauz3.requires(lambda status: status != 0)
@clauz3.trusted
def record(status: int) -> None:
    ...
