"""A shop's payment and shipping effects."""
import clauz3


@clauz3.trusted
@clauz3.mock
def charge(customer: str, cents: int) -> None:
    """Charge a customer."""
    pass


@clauz3.trusted
@clauz3.mock
def ship(customer: str, item: str) -> None:
    """Ship an item."""
    pass
