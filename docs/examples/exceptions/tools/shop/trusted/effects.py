"""A shop's stock service: either call may time out or lose its connection."""

import clauz3
import deal


@clauz3.ensures(lambda result: 0 <= result < 100)
@deal.raises(TimeoutError, ConnectionError)
@clauz3.trusted
def shelf_of(item: str) -> int:
    """The shelf an item is on, numbered from 0."""
    ...


@clauz3.trusted(raises=[TimeoutError, ConnectionError])
def restock(item: str, count: int) -> None:
    """Order `count` more of an item."""
    ...
